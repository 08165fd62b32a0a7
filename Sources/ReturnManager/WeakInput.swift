import KeyboardCore

/// A weak reference to a text input, for lists the navigation code keeps without owning the
/// fields.
struct WeakInput {
  weak var value: (any TextInput)?

  init(_ value: any TextInput) {
    self.value = value
  }

  /// Whether this reference still points at `input`.
  func refers(to input: any TextInput) -> Bool {
    value === input
  }
}
