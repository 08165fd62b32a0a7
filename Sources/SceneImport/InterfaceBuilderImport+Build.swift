import Foundation
import KeyboardCore
import SceneFormat

extension InterfaceBuilderImport {
  func build(_ entry: Entry, name: String) throws(ImportError) -> ImportedScreen {
    let document = documents[entry.document]
    var builder = ScreenBuilder(importer: self, document: entry.document)
    let size = document.device.size(isLandscape: document.isLandscape)
    let root: Scene.ControllerSpec
    switch document.kind {
    case .storyboard: root = try builder.controllerTree(for: entry, screen: size)
    case .xib: root = try builder.xibController(for: entry.element, screen: size)
    }
    var steps = builder.inputs.map { Scene.Step(.focus($0.id)) }
    if !steps.isEmpty { steps.append(Scene.Step(.resign)) }
    let (constraints, constraintNotes) = builder.layout.resolve()
    let notes = document.notes + builder.notes + constraintNotes
    let orientation = document.isLandscape ? "landscape" : "portrait"
    let summary =
      "Imported from \((document.file as NSString).lastPathComponent) "
      + "(\(document.device.name), \(orientation))."
    let insets = document.device.insets(isLandscape: document.isLandscape)
    let scene = Scene(
      name: name, summary: summary, notes: notes.map(ImportedScreen.fileNote),
      screen: Scene.ScreenSpec(
        width: size.width, height: size.height, scale: document.device.scale),
      window: Scene.WindowSpec(safeAreaInsets: insets), root: root, steps: steps)
    do {
      try SceneLoader.validate(scene, file: name + ".json")
    } catch {
      throw ImportError(
        file: document.file, line: entry.element.line,
        message: "the imported scene does not validate: \(error)")
    }
    return ImportedScreen(
      name: name, source: document.file, scene: scene, inputs: builder.inputs, notes: notes,
      tables: builder.tables, constraints: constraints, viewLayouts: builder.layout.layouts)
  }
}
