import KeyboardCore
import KeyboardSimulator
import SceneFormat
import SceneImport
import SceneLint
import SimulatorReliability
import XCTest

final class InterfaceBuilderImportTests: XCTestCase {
  func testDocument_mainStoryboard_readsTheHeader() throws {
    let document = try ImportFixtures.document("Main.storyboard")
    XCTAssertEqual(document.kind, .storyboard)
    XCTAssertEqual(document.name, "Main")
    XCTAssertEqual(document.toolsVersion, "23504")
    XCTAssertEqual(document.device.id, "retina6_12")
    XCTAssertFalse(document.isLandscape)
    XCTAssertTrue(document.usesAutoLayout)
    XCTAssertEqual(document.notes, [])
    XCTAssertEqual(
      document.screenNames, ["Main.signIn", "Main.profile", "Main.addressForm", "Main.notes"])
  }

  func testScreenNames_everyFixture_oneScreenPerControllerAndTopLevelView() throws {
    let importer = InterfaceBuilderImport(documents: [
      try ImportFixtures.document("Main.storyboard"),
      try ImportFixtures.document("Settings.storyboard"),
      try ImportFixtures.document("Compose.xib"),
      try ImportFixtures.document("AccessoryViews.xib"),
    ])
    XCTAssertEqual(
      importer.screenNames,
      [
        "Main.signIn", "Main.profile", "Main.addressForm", "Main.notes", "Settings.settings",
        "Settings.gallery", "Compose.compose", "AccessoryViews.chat", "AccessoryViews.couponBar",
        "AccessoryViews.quantityCell",
      ])
  }

  func testSignIn_rootOfNavigationInTab_getsTabAndNavigationControllers() throws {
    let screen = try ImportFixtures.storyboards().screen(named: "signIn")
    let root = screen.scene.root
    XCTAssertEqual(root.kind, .tab)
    XCTAssertEqual(root.selectedIndex, 0)
    XCTAssertEqual(root.viewControllers.map(\.id), ["navigationController", "settingsNavigation"])
    XCTAssertEqual(root.viewControllers[1].title, "Settings")
    let navigation = root.viewControllers[0]
    XCTAssertEqual(navigation.kind, .navigation)
    XCTAssertFalse(navigation.isNavigationBarHidden)
    XCTAssertEqual(navigation.viewControllers.map(\.id), ["signIn"])
    XCTAssertEqual(navigation.viewControllers[0].title, "Sign In")
    XCTAssertEqual(screen.scene.screen, Scene.ScreenSpec(width: 393, height: 852, scale: 3))
    XCTAssertEqual(screen.scene.window.safeAreaInsets, Insets(top: 59, bottom: 34))
  }

  func testSignIn_textInputs_keepTraitsFlagsAndDocumentOrder() throws {
    let screen = try ImportFixtures.storyboards().screen(named: "Main.signIn")
    XCTAssertEqual(
      screen.inputs.map(\.id),
      [
        "emailAddress", "password", "firstName", "lastName", "promoCode", "referral",
        "memberNumber", "nicknameField",
      ])
    let email = screen.inputs[0]
    XCTAssertEqual(email.traits.keyboardType, .emailAddress)
    XCTAssertEqual(email.traits.returnKeyType, .next)
    XCTAssertEqual(email.traits.textContentType, .emailAddress)
    XCTAssertEqual(email.traits.placeholder, "Email address")
    XCTAssertEqual(email.customClass, "EmailField")
    XCTAssertTrue(screen.inputs[1].traits.isSecureTextEntry)
    XCTAssertEqual(screen.inputs[1].traits.returnKeyType, .go)
    XCTAssertEqual(screen.inputs[6].traits.keyboardType, .numberPad)
    // The scene file keeps them too: the live fields get the document's traits.
    let live = try screen.makeLiveScene()
    var fields: [any TextInput] = []
    var pending: [View] = [live.window]
    while let view = pending.popLast() {
      if let input = view as? any TextInput { fields.append(input) }
      pending += view.subviews
    }
    let liveEmail = try XCTUnwrap(fields.first { $0.placeholder == "Email address" })
    XCTAssertEqual(liveEmail.keyboardType, .emailAddress)
    XCTAssertEqual(liveEmail.textContentType, .emailAddress)
    XCTAssertTrue(fields.contains { $0.isSecureTextEntry })

    let content = try XCTUnwrap(
      screen.scene.root.viewControllers[0].viewControllers[0].view?.subviews[0].subviews[0])
    XCTAssertEqual(content.id, "content")
    XCTAssertEqual(content.frame, Rect(x: 0, y: 0, width: 393, height: 900))
    let byID = Dictionary(
      content.subviews.compactMap { view in view.id.map { ($0, view) } },
      uniquingKeysWith: { first, _ in first })
    XCTAssertEqual(byID["emailAddress"]?.placeholder, "Email address")
    XCTAssertEqual(byID["emailAddress"]?.returnKeyType, .next)
    XCTAssertEqual(byID["emailAddress"]?.frame, Rect(x: 20, y: 70, width: 353, height: 34))
    XCTAssertEqual(byID["emailAddress"]?.autoresizing, [.flexibleWidth])
    XCTAssertEqual(byID["promoCode"]?.isHidden, true)
    XCTAssertEqual(byID["referralBox"]?.alpha, 0.5)
    XCTAssertEqual(byID["lockedBox"]?.isUserInteractionEnabled, false)
    let member = try XCTUnwrap(byID["lockedBox"]?.subviews.first)
    XCTAssertEqual(member.tag, 7)
    XCTAssertEqual(member.text, "ACME-42")
    let names = try XCTUnwrap(byID["nameRow"])
    XCTAssertEqual(names.subviews.map(\.id), ["firstName", "lastName"])
    XCTAssertEqual(names.kind, .stackView)
    XCTAssertEqual(names.subviews[1].autoresizing, [])
    XCTAssertEqual(
      screen.scene.steps.map(\.action),
      screen.inputs.map { .focus($0.id) } + [.resign])
    XCTAssertTrue(
      screen.notes.contains(
        "Custom classes are imported as their UIKit superclass: EmailField as textField."))
  }

  func testProfile_pushedWithEmbeddedController_inheritsNavigationAndInlinesTheChild() throws {
    let screen = try ImportFixtures.storyboards().screen(named: "profile")
    let navigation = screen.scene.root.viewControllers[0]
    XCTAssertEqual(navigation.kind, .navigation)
    let profile = navigation.viewControllers[0]
    XCTAssertEqual(profile.id, "profile")
    let container = try XCTUnwrap(profile.view?.subviews[0])
    XCTAssertEqual(container.id, "addressContainer")
    XCTAssertEqual(container.frame, Rect(x: 0, y: 103, width: 393, height: 180))
    let embedded = try XCTUnwrap(container.subviews.first)
    XCTAssertEqual(embedded.frame, Rect(x: 0, y: 0, width: 393, height: 180))
    XCTAssertEqual(embedded.subviews.map(\.id), ["street", "city", "postalCode"])
    XCTAssertEqual(screen.inputs.map(\.id), ["street", "city", "postalCode", "bio", "website"])
    XCTAssertTrue(screen.inputs[3].isTextView)
    XCTAssertEqual(profile.view?.subviews[1].text, "I sell handmade ceramics.")
    XCTAssertEqual(screen.inputs[4].traits.keyboardType, .url)
    XCTAssertTrue(
      screen.notes.contains(
        "Pushed (a show segue) from signIn: the navigation stack holds only this screen."))
  }

  func testNotes_presentedTableViewController_prototypeCellOnce() throws {
    let screen = try ImportFixtures.storyboards().screen(named: "notes")
    XCTAssertEqual(screen.scene.root.kind, .plain)
    let table = try XCTUnwrap(screen.scene.root.view)
    XCTAssertEqual(table.kind, .tableView)
    XCTAssertEqual(table.rowHeight, 60)
    XCTAssertEqual(table.cells.map(\.id), ["noteCell"])
    XCTAssertEqual(table.cells[0].height, 60)
    XCTAssertEqual(table.cells[0].subviews[0].frame, Rect(x: 16, y: 13, width: 361, height: 34))
    XCTAssertEqual(table.cells[0].subviews[0].returnKeyType, .send)
    XCTAssertEqual(
      screen.notes,
      [
        "Presented (a presentation segue) from signIn: shown full screen as the window's root.",
        "Prototype cells appear once each (the rows a data source makes are unknown).",
      ])
  }

  func testSettings_storyboardReferenceFromOtherFile_isTheSecondTab() throws {
    let screen = try ImportFixtures.storyboards().screen(named: "settings")
    XCTAssertEqual(screen.source, ImportFixtures.path("Settings.storyboard"))
    XCTAssertEqual(screen.scene.root.kind, .tab)
    XCTAssertEqual(screen.scene.root.selectedIndex, 1)
    XCTAssertEqual(screen.scene.root.viewControllers[0].title, "Account")
    let navigation = screen.scene.root.viewControllers[1]
    XCTAssertEqual(navigation.id, "settingsNavigation")
    let table = try XCTUnwrap(navigation.viewControllers[0].view)
    XCTAssertEqual(table.kind, .tableView)
    XCTAssertEqual(table.cells.map(\.id), ["hostRow", "portRow", "tokenRow", "galleryRow"])
    XCTAssertEqual(table.cells.map(\.height), [52, 52, 52, 52])
    XCTAssertEqual(screen.inputs.map(\.id), ["host", "port", "apiToken"])
    XCTAssertTrue(screen.inputs[2].traits.isSecureTextEntry)
    XCTAssertTrue(
      screen.notes.contains(
        "Section headers and footers are not modelled: rows are stacked without them."))
  }

  func testSettings_alone_hasNoTabBar() throws {
    let importer = InterfaceBuilderImport(documents: [
      try ImportFixtures.document("Settings.storyboard")
    ])
    let screen = try importer.screen(named: "settings")
    XCTAssertEqual(screen.scene.root.kind, .navigation)
  }

  func testGallery_collectionView_flowLayoutAndCells() throws {
    let screen = try ImportFixtures.storyboards().screen(named: "gallery")
    let collection = try XCTUnwrap(
      screen.scene.root.viewControllers[1].viewControllers[0].view?.subviews[0])
    XCTAssertEqual(collection.kind, .collectionView)
    XCTAssertEqual(collection.id, "photos")
    XCTAssertEqual(collection.itemSize, Size(width: 180, height: 200))
    XCTAssertEqual(collection.spacing, 13)
    XCTAssertEqual(collection.cells.map(\.id), ["photoCell"])
    XCTAssertNil(collection.cells[0].height)
    XCTAssertEqual(collection.cells[0].subviews.map(\.kind), [.view, .textField])
  }

  func testCompose_landscapeIPadXIB_screenInsetsAndVisualEffectContent() throws {
    let importer = InterfaceBuilderImport(documents: [try ImportFixtures.document("Compose.xib")])
    let screen = try importer.screen(named: "compose")
    XCTAssertEqual(screen.scene.screen, Scene.ScreenSpec(width: 1180, height: 820, scale: 2))
    XCTAssertEqual(screen.scene.window.safeAreaInsets, Insets(top: 24, bottom: 20))
    let root = try XCTUnwrap(screen.scene.root.view)
    XCTAssertEqual(root.subviews.map(\.id), ["subject", "body", "signatureBar"])
    XCTAssertEqual(root.subviews[1].kind, .textView)
    XCTAssertEqual(root.subviews[1].autoresizing, [.flexibleWidth, .flexibleHeight])
    XCTAssertEqual(root.subviews[2].autoresizing, [.flexibleWidth, .flexibleTopMargin])
    XCTAssertEqual(root.subviews[2].subviews[0].subviews[0].id, "signature")
    XCTAssertEqual(screen.inputs.map(\.id), ["subject", "body", "signature"])
  }

  func testAccessoryViews_springsAndStrutsXIB_explicitMasksFreeformViewAndCell() throws {
    let importer = InterfaceBuilderImport(documents: [
      try ImportFixtures.document("AccessoryViews.xib")
    ])
    let screens = try importer.screens()
    XCTAssertEqual(screens.map(\.notes.count), [0, 1, 1])
    let chat = try XCTUnwrap(screens[0].scene.root.view)
    XCTAssertEqual(chat.subviews.map(\.id), ["messages", "inputBar"])
    XCTAssertEqual(chat.subviews[0].autoresizing, [.flexibleWidth, .flexibleHeight])
    XCTAssertEqual(chat.subviews[1].autoresizing, [.flexibleWidth, .flexibleTopMargin])
    XCTAssertEqual(
      chat.subviews[1].subviews[0].autoresizing, [.flexibleWidth, .flexibleBottomMargin])
    let coupon = try XCTUnwrap(screens[1].scene.root.view?.subviews.first)
    XCTAssertEqual(coupon.frame, Rect(x: 0, y: 0, width: 390, height: 56))
    XCTAssertEqual(screens[1].inputs[0].traits.textContentType, .oneTimeCode)
    XCTAssertEqual(screens[1].inputs[0].traits.returnKeyType, .join)
    let table = try XCTUnwrap(screens[2].scene.root.view?.subviews.first)
    XCTAssertEqual(table.kind, .tableView)
    XCTAssertEqual(table.rowHeight, 64)
    XCTAssertEqual(table.cells[0].subviews[0].id, "quantity")
    XCTAssertEqual(screens[2].inputs[0].traits.keyboardType, .decimalPad)
  }

  func testEveryFixtureScreen_writesLoadsReplaysAndPassesTheProperties() throws {
    let importer = InterfaceBuilderImport(documents: [
      try ImportFixtures.document("Main.storyboard"),
      try ImportFixtures.document("Settings.storyboard"),
      try ImportFixtures.document("Compose.xib"),
      try ImportFixtures.document("AccessoryViews.xib"),
    ])
    for screen in try importer.screens() {
      let reloaded = try SceneLoader.parse(screen.scene.sceneFileText, file: screen.name)
      XCTAssertEqual(reloaded, screen.scene, screen.name)
      let report = try Simulator(scene: reloaded, file: screen.name).run()
      XCTAssertEqual(report.steps.count, screen.inputs.count + 2, screen.name)
      XCTAssertTrue(report.isSuccess, screen.name)
      XCTAssertNil(ReliabilityCheck.firstFailure(in: reloaded), screen.name)
      let live = try screen.makeLiveScene()
      for input in screen.inputs {
        XCTAssertNotNil(live.view(withID: input.id), "\(screen.name): \(input.id)")
      }
    }
  }
}
