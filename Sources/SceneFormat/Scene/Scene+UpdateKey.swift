/// One key of an update step (`updateView`, `updateController`): declared once, it drives
/// reading, writing, validation, replay and the format reference's table (checked by a test).
///
/// `Update` is the step's value (`Scene.ViewUpdate`, `Scene.ControllerUpdate`), `Live` what the
/// simulator applies it to (a view, a controller), `Target` which of those the key applies to.
struct UpdateKey<Update, Live, Target> {
  let name: String
  let target: Target
  /// What the format reference says the value is.
  let valueDescription: String
  let read: (ObjectReader, inout Update) throws(DecodeFailure) -> Void
  let write: (Update) -> JSONValue?
  let apply: (Update, Live) -> Void

  /// A key for the property at `path`, applied to live objects of type `L`.
  static func key<T, L>(
    _ name: String, _ path: WritableKeyPath<Update, T?>, on target: Target,
    as live: L.Type, value valueDescription: String,
    read: @escaping (JSONValue, JSONPath) throws(DecodeFailure) -> T,
    write: @escaping (T) -> JSONValue, apply: @escaping (L, T) -> Void
  ) -> Self {
    Self(
      name: name, target: target, valueDescription: valueDescription,
      read: { (object, update) throws(DecodeFailure) in
        update[keyPath: path] = try object.optional(name, read)
      },
      write: { update in update[keyPath: path].map(write) },
      apply: { update, object in
        if let value = update[keyPath: path], let typed = object as? L { apply(typed, value) }
      })
  }
}
