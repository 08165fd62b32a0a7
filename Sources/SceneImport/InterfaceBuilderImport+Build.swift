import Foundation
import KeyboardCore
import SceneFormat

extension InterfaceBuilderImport {
  func build(_ entry: Entry, name: String) throws(ImportError) -> ImportedScreen {
    let document = documents[entry.document]
    var builder = ScreenBuilder(importer: self, document: entry.document)
    let size = document.device.size(isLandscape: document.isLandscape)
    var root: Scene.ControllerSpec
    switch document.kind {
    case .storyboard: root = try builder.controllerTree(for: entry, screen: size)
    case .xib: root = try builder.xibController(for: entry.element, screen: size)
    }
    var steps = builder.inputs.map { Scene.Step(.focus($0.id)) }
    if !steps.isEmpty { steps.append(Scene.Step(.resign)) }
    let (constraints, readingNotes) = builder.layout.resolve()
    let withoutConstraints = root
    let layoutNotes = builder.applyLayout(constraints, to: &root, screen: size)
    var notes = document.notes + builder.notes + readingNotes + layoutNotes
    if !builder.alignmentInsets.isEmpty {
      let count = builder.alignmentInsets.count
      notes.append(
        "\(count) view\(count == 1 ? " in a stack aligns" : "s in stacks align") by \(count == 1 ? "its" : "their") "
          + "alignment rect: a switch's is 2 points narrower than its frame, a symbol image's "
          + "insets are read from the stored frames (glyphs are not measured); scene files "
          + "cannot hold alignment insets, so only the frame check and lint apply them.")
    }
    let orientation = document.isLandscape ? "landscape" : "portrait"
    let summary =
      "Imported from \((document.file as NSString).lastPathComponent) "
      + "(\(document.device.name), \(orientation))."
    let insets = document.device.insets(isLandscape: document.isLandscape)
    var scene = Scene(
      name: name, summary: summary, notes: notes.map(ImportedScreen.fileNote),
      screen: Scene.ScreenSpec(
        width: size.width, height: size.height, scale: document.device.scale),
      window: Scene.WindowSpec(safeAreaInsets: insets), root: root, steps: steps)
    var varying = builder.varyingConstraints
    do {
      try SceneLoader.validate(scene, file: name + ".json")
    } catch {
      guard scene.hasConstraints else {
        throw ImportError(
          file: document.file, line: entry.element.line,
          message: "the imported scene does not validate: \(error)")
      }
      // Constraints the scene format cannot take never fail the import: the views keep
      // their frames, as before constraints were imported.
      notes.append(
        "The constraints are not imported, the views keep their frames: the scene with them "
          + "does not validate (\(error)).")
      scene.root = withoutConstraints
      scene.notes = notes.map(ImportedScreen.fileNote)
      varying = []
      builder.alignmentInsets = [:]
      do {
        try SceneLoader.validate(scene, file: name + ".json")
      } catch {
        throw ImportError(
          file: document.file, line: entry.element.line,
          message: "the imported scene does not validate: \(error)")
      }
    }
    var screen = ImportedScreen(
      name: name, source: document.file, scene: scene, inputs: builder.inputs, notes: notes,
      tables: builder.tables, constraints: constraints, viewLayouts: builder.layout.layouts)
    screen.varyingConstraints = varying
    screen.alignmentInsets = builder.alignmentInsets
    screen.designSize = builder.designSize ?? size
    return screen
  }
}
