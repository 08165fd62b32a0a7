import KeyboardCore

// Writing the session steps and the navigation, trait, delegate and class keys back as JSON,
// each only when it differs from its default.

extension Scene.Action {
  /// The members a scene file writes for a session action, after `action`.
  var sessionMembers: [JSONMember] {
    switch self {
    case .pressKey(let key):
      return [JSONMember("key", .string(key.rawValue))]
    case .push(let navigation, let controller):
      return [
        JSONMember("navigation", .string(navigation)),
        JSONMember("controller", controller.jsonValue),
      ]
    case .pop(let navigation, let gesture):
      var members = [JSONMember("navigation", .string(navigation))]
      if let gesture {
        members.append(JSONMember("interactive", .bool(true)))
        if gesture == .cancelled { members.append(JSONMember("cancelled", .bool(true))) }
      }
      return members
    case .present(let controller, let from):
      var members = [JSONMember("controller", controller.jsonValue)]
      if let from { members.append(JSONMember("from", .string(from))) }
      return members
    case .dismiss(let controller):
      return controller.map { [JSONMember("controller", .string($0))] } ?? []
    case .selectTab(let tabs, let index):
      return [JSONMember("tabs", .string(tabs)), JSONMember("index", .number(Double(index)))]
    case .addView(let parent, let added, let index):
      var members = [JSONMember("parent", .string(parent))]
      switch added {
      case .view(let view): members.append(JSONMember("view", view.jsonValue))
      case .cell(let cell): members.append(JSONMember("cell", cell.jsonValue))
      }
      if let index { members.append(JSONMember("index", .number(Double(index)))) }
      return members
    case .removeView(let id):
      return [JSONMember("view", .string(id))]
    default:
      return []
    }
  }
}

extension Scene.ViewSpec {
  /// A text input's trait, link and delegate members.
  var textTraitMembers: [JSONMember] {
    var members: [JSONMember] = []
    if keyboardType != .default {
      members.append(JSONMember("keyboardType", .string(keyboardType.rawValue)))
    }
    if isSecureTextEntry { members.append(JSONMember("isSecureTextEntry", .bool(true))) }
    if let textContentType {
      members.append(JSONMember("textContentType", .string(textContentType)))
    }
    if let next { members.append(JSONMember("next", .string(next))) }
    if let previous { members.append(JSONMember("previous", .string(previous))) }
    if !shouldBeginEditing { members.append(JSONMember("shouldBeginEditing", .bool(false))) }
    if !shouldEndEditing { members.append(JSONMember("shouldEndEditing", .bool(false))) }
    if !shouldReturn { members.append(JSONMember("shouldReturn", .bool(false))) }
    return members
  }

  /// A container's navigation members.
  var navigationContainerMembers: [JSONMember] {
    var members: [JSONMember] = []
    if let navigationGroup {
      members.append(JSONMember("navigationGroup", .string(navigationGroup.rawValue)))
    }
    if isExcludedFromNavigation {
      members.append(JSONMember("isExcludedFromNavigation", .bool(true)))
    }
    return members
  }
}

extension Scene.ManagerSettings {
  /// The per-class list members.
  var classListMembers: [JSONMember] {
    var members: [JSONMember] = []
    if let enabledDistanceHandlingClasses {
      members.append(
        JSONMember(
          "enabledDistanceHandlingClasses",
          .array(enabledDistanceHandlingClasses.map { .string($0.rawValue) })))
    }
    if let disabledDistanceHandlingClasses {
      members.append(
        JSONMember(
          "disabledDistanceHandlingClasses",
          .array(disabledDistanceHandlingClasses.map { .string($0.rawValue) })))
    }
    return members
  }
}
