import Foundation
import SimulatorCommand
import XCTest

@testable import KeyboardSimulator
@testable import SceneFormat

/// Pins the text, ASCII and SVG output of small scenes and of the built-in demo: a change in
/// wording, layout or number formatting shows up here as a readable diff.
final class GoldenTests: XCTestCase {
  static let tinySteps = """
    { "action": "focus", "field": "email", "expect": ["login.frame.y == -88", "email.clearance >= 10"] },
    { "action": "pressReturn", "expect": ["firstResponder == password"] },
    { "action": "done", "expect": ["login.frame.y == 0"] }
    """

  func testTextReport_tinyLogin_matchesGolden() throws {
    let report = try Fixtures.replay(Fixtures.scene(steps: Self.tinySteps))
    XCTAssertEqual(
      TextReport.render(report),
      """
      Tiny login
      320×568 @2x · safe area top 20 · manager on (distance 10, moveRoot) ·
      keyboard docked

      ── 1 · focus email ────────────────────────────────────────────────── t 0.25 s
        events      email began editing
                    editing began: the system shows the keyboard
                    keyboard willShow: docked 320×216 at (0, 352)
        moved       login  frame.y 0 → -88
        why         pass (keyboard willShow)
                      email at (20, 400, 280×30) in the window; distance 10; top
                        guide 20
                      docked keyboard covers (0, 352, 320×216)
                      needs 88 up (bottom 430 + distance 10 − keyboard top 352);
                        room above 380 → move 88
                      login: moved up 88 (origin y 0 → -88)
                      clear: bottom at 342, 10 above the keyboard
        clearance   email is 10 pt above the keyboard (wants 10)
        return keys ▸email [next] · password [done]
        navigation  login: field 1 of 2 · previous ✗ · next ✓
        expect      ✓ login.frame.y == -88
                    ✓ email.clearance >= 10

      ── 2 · pressReturn ────────────────────────────────────────────────── t 0.50 s
        events      return in email: moved to password
        moved       login  frame.y -88 → -138
        why         pass (password began editing)
                      password at (20, 362, 280×30) in the window; distance 10; top
                        guide 20
                      docked keyboard covers (0, 352, 320×216)
                      needs 50 up (bottom 392 + distance 10 − keyboard top 352);
                        room above 342 → move 50
                      login: moved up 50 (origin y -88 → -138)
                      clear: bottom at 342, 10 above the keyboard
        clearance   password is 10 pt above the keyboard (wants 10)
        return keys email [next] · ▸password [done]
        navigation  login: field 2 of 2 · previous ✓ · next ✗
        expect      ✓ firstResponder == password

      ── 3 · done ───────────────────────────────────────────────────────── t 0.75 s
        events      done: password ended editing
                    editing ended: the system hides the keyboard
                    keyboard willHide
        moved       login  frame.y -138 → 0
        why         restored everything (keyboard willHide)
        expect      ✓ login.frame.y == 0

      3 steps · 4 expectations met · invariants held

      """)
  }

  func testTextReport_demo_matchesGolden() {
    XCTAssertEqual(
      KeyboardSimCommand.run(arguments: []).stdout,
      """
      Registration form
      A sign-up form in a scroll view under a navigation bar, on a phone.
      375×667 @2x · safe area top 20 · manager on (distance 10, moveRoot) ·
      keyboard docked

      ── 1 · focus name ─────────────────────────────────────────────────── t 0.25 s
        events      name began editing
                    editing began: the system shows the keyboard
                    keyboard willShow: docked 375×216 at (0, 451)
        moved       scroll  contentInset.bottom 0 → 226
        why         pass (keyboard willShow)
                      name at (20, 324, 335×40) in the window; distance 10; top
                        guide 64
                      docked keyboard covers (0, 451, 375×216)
                      77 to spare (bottom 364 + distance 10 vs keyboard top 451);
                        room above 260
                      scroll: bottom inset 0 → 226 (keyboard overlap 216)
                      clear: bottom at 364, 87 above the keyboard
        clearance   name is 87 pt above the keyboard (wants 10)
        return keys ▸name [next] · email [next] · password [next] · confirm [done]
        navigation  form: field 1 of 4 · previous ✗ · next ✓
        expect      ✓ name.clearance >= 10
                    ✓ name.returnKeyType == next
                    ✓ confirm.returnKeyType == done
                    ✓ canGoPrevious == false

      ── 2 · goNext ─────────────────────────────────────────────────────── t 0.25 s
        events      next: name → email
        why         pass (email began editing)
                      email at (20, 394, 335×40) in the window; distance 10; top
                        guide 64
                      docked keyboard covers (0, 451, 375×216)
                      7 to spare (bottom 434 + distance 10 vs keyboard top 451);
                        room above 330
                      clear: bottom at 434, 17 above the keyboard
        clearance   email is 17 pt above the keyboard (wants 10)
        return keys name [next] · ▸email [next] · password [next] · confirm [done]
        navigation  form: field 2 of 4 · previous ✓ · next ✓
        expect      ✓ firstResponder == email
                    ✓ scroll.contentOffset.y == 0

      ── 3 · goNext ─────────────────────────────────────────────────────── t 0.50 s
        events      next: email → password
        moved       scroll  contentOffset.y 0 → 63
        why         pass (password began editing)
                      password at (20, 464, 335×40) in the window; distance 10; top
                        guide 64
                      docked keyboard covers (0, 451, 375×216)
                      needs 63 up (bottom 504 + distance 10 − keyboard top 451);
                        room above 400 → move 63
                      scroll: scrolled 63 (offset y 0 → 63)
                      clear: bottom at 441, 10 above the keyboard
        clearance   password is 10 pt above the keyboard (wants 10)
        return keys name [next] · email [next] · ▸password [next] · confirm [done]
        navigation  form: field 3 of 4 · previous ✓ · next ✓
        expect      ✓ password.clearance == 10
                    ✓ scroll.contentOffset.y == 63

      ── 4 · changeKeyboard (docked, predictive) ────────────────────────── t 0.75 s
        The predictive bar appears: the keyboard grows from 216 to 260 pt.
        events      keyboard willChangeFrame: docked 375×260 at (0, 407)
        moved       scroll  contentOffset.y 63 → 107, contentInset.bottom 226 → 270
        why         pass (keyboard willChangeFrame)
                      password at (20, 401, 335×40) in the window; distance 10; top
                        guide 64
                      docked keyboard covers (0, 407, 375×260)
                      needs 44 up (bottom 441 + distance 10 − keyboard top 407);
                        room above 337 → move 44
                      scroll: scrolled 44 (offset y 63 → 107)
                      scroll: bottom inset 226 → 270 (keyboard overlap 260)
                      clear: bottom at 397, 10 above the keyboard
        clearance   password is 10 pt above the keyboard (wants 10)
        return keys name [next] · email [next] · ▸password [next] · confirm [done]
        navigation  form: field 3 of 4 · previous ✓ · next ✓
        expect      ✓ keyboard.height == 260
                    ✓ password.clearance == 10
                    ✓ scroll.contentOffset.y == 107

      ── 5 · done ───────────────────────────────────────────────────────── t 1.00 s
        events      done: password ended editing
                    editing ended: the system hides the keyboard
                    keyboard willHide
        moved       scroll  contentInset.bottom 270 → 0
        why         restored everything (keyboard willHide)
        expect      ✓ firstResponder == none
                    ✓ keyboard.isVisible == false
                    ✓ scroll.contentInset.bottom == 0

      5 steps · 14 expectations met · invariants held

      """)
  }

  func testASCIIRenderer_tinyLoginAfterFocus_matchesGolden() throws {
    let report = try Fixtures.replay(Fixtures.scene(steps: Self.tinySteps))
    XCTAssertEqual(
      ASCIIRenderer.render(report.steps[1].after, columns: 24),
      """
      +------------------------+
      |                        |
      |                        |
      |                        |
      |                        |
      |                        |
      |                        |
      |                        |
      |                        |
      |                        |
      |                        |
      |                        |
      |                        |
      | >[email              ]<|
      |::::::::::::::::::::::::|
      |::::::::::::::::::::::::|
      |::::::::::::::::::::::::|
      |::::::::::::::::::::::::|
      |::::::::::::::::::::::::|
      |::::::::::::::::::::::::|
      |::::::::::::::::::::::::|
      |::::::::::::::::::::::::|
      +------------------------+
      window 320×568 · keyboard docked, top at y 352 · editing: email
      """)
  }

  func testSVGRenderer_tinyLoginFocus_matchesGolden() throws {
    let report = try Fixtures.replay(Fixtures.scene(steps: Self.tinySteps))
    XMLWellFormedness.assertWellFormedSVG(
      SVGRenderer.render(report.steps[1], sceneName: report.name))
    XCTAssertEqual(
      SVGRenderer.render(report.steps[1], sceneName: report.name),
      """
      <svg xmlns="http://www.w3.org/2000/svg" width="545.2" height="588" viewBox="0 0 545.2 588" font-family="Helvetica, Arial, sans-serif" font-size="11">
        <rect width="545.2" height="588" fill="#f2f2f7"/>
        <text x="16" y="22" font-size="14" fill="#1c1c1e" font-weight="bold">Tiny login — step 1: focus email</text>
        <text x="16" y="40" font-size="11" fill="#6e6e73">t = 0.25 s</text>
        <text x="16" y="62" font-size="11" fill="#6e6e73" font-weight="bold">before</text>
        <clipPath id="p0">
          <rect x="16" y="66" width="236.6" height="420"/>
        </clipPath>
        <rect x="16" y="66" width="236.6" height="420" fill="#ffffff" stroke="#1c1c1e" stroke-width="1.5"/>
        <g clip-path="url(#p0)">
          <rect x="30.8" y="361.8" width="207" height="22.2" rx="3" fill="#ffffff" stroke="#3a3a3c" stroke-width="1"/>
          <text x="35.8" y="376.9" font-size="11" fill="#1c1c1e">email</text>
          <rect x="30.8" y="398.7" width="207" height="22.2" rx="3" fill="#ffffff" stroke="#3a3a3c" stroke-width="1"/>
          <text x="35.8" y="413.8" font-size="11" fill="#1c1c1e">password</text>
        </g>
        <text x="292.6" y="62" font-size="11" fill="#6e6e73" font-weight="bold">after</text>
        <clipPath id="p1">
          <rect x="292.6" y="66" width="236.6" height="420"/>
        </clipPath>
        <rect x="292.6" y="66" width="236.6" height="420" fill="#ffffff" stroke="#1c1c1e" stroke-width="1.5"/>
        <g clip-path="url(#p1)">
          <rect x="292.6" y="0.9" width="236.6" height="420" fill="#ffffff" stroke="#ff9500" stroke-width="2"/>
          <rect x="307.4" y="296.7" width="207" height="22.2" rx="3" fill="#e5f0ff" stroke="#0a84ff" stroke-width="2.5"/>
          <text x="312.4" y="311.8" font-size="11" fill="#0a84ff" font-weight="bold">email</text>
          <rect x="307.4" y="333.7" width="207" height="22.2" rx="3" fill="#ffffff" stroke="#3a3a3c" stroke-width="1"/>
          <text x="312.4" y="348.8" font-size="11" fill="#1c1c1e">password</text>
          <rect x="307.4" y="361.8" width="207" height="22.2" rx="3" fill="none" stroke="#0a84ff" stroke-width="1" stroke-dasharray="3 3"/>
          <path d="M299.4 372.9 L299.4 307.8 M295.4 312.8 L299.4 307.8 L303.4 312.8" fill="none" stroke="#0a84ff" stroke-width="1.5"/>
          <rect x="292.6" y="326.3" width="236.6" height="159.7" fill="#3a3a3c" fill-opacity="0.55"/>
          <text x="410.9" y="478" font-size="11" fill="#ffffff" text-anchor="middle">keyboard · docked · 320×216</text>
          <line x1="522.5" y1="318.9" x2="522.5" y2="326.3" stroke="#248a3d" stroke-width="2"/>
          <rect x="483" y="330.3" width="40.5" height="15" rx="3" fill="#248a3d"/>
          <text x="519.5" y="341.3" font-size="10" fill="#ffffff" font-weight="bold" text-anchor="end">10 pt</text>
        </g>
        <text x="16" y="508" font-size="11" fill="#248a3d">email is 10 pt above the keyboard (wants 10)</text>
        <text x="16" y="524" font-size="11" fill="#ff9500">moved: login frame.y 0 → -88</text>
        <text x="16" y="540" font-size="11" fill="#248a3d">✓ login.frame.y == -88</text>
        <text x="16" y="556" font-size="11" fill="#248a3d">✓ email.clearance &gt;= 10</text>
      </svg>

      """)
  }

  func testSVGRenderer_demoScrollStep_matchesGolden() throws {
    let scene = try SceneLoader.parse(DemoScene.json, file: DemoScene.fileName)
    let report = try Simulator(scene: scene, file: DemoScene.fileName).run()
    XMLWellFormedness.assertWellFormedSVG(
      SVGRenderer.render(report.steps[3], sceneName: report.name))
    XCTAssertEqual(
      SVGRenderer.render(report.steps[3], sceneName: report.name),
      """
      <svg xmlns="http://www.w3.org/2000/svg" width="544.3" height="588" viewBox="0 0 544.3 588" font-family="Helvetica, Arial, sans-serif" font-size="11">
        <rect width="544.3" height="588" fill="#f2f2f7"/>
        <text x="16" y="22" font-size="14" fill="#1c1c1e" font-weight="bold">Registration form — step 3: goNext</text>
        <text x="16" y="40" font-size="11" fill="#6e6e73">t = 0.50 s</text>
        <text x="16" y="62" font-size="11" fill="#6e6e73" font-weight="bold">before</text>
        <clipPath id="p0">
          <rect x="16" y="66" width="236.1" height="420"/>
        </clipPath>
        <rect x="16" y="66" width="236.1" height="420" fill="#ffffff" stroke="#1c1c1e" stroke-width="1.5"/>
        <g clip-path="url(#p0)">
          <rect x="16" y="106.3" width="236.1" height="379.7" fill="none" stroke="#8e8e93" stroke-width="1" stroke-dasharray="4 3"/>
          <text x="19" y="116.3" font-size="9" fill="#8e8e93">scroll</text>
          <rect x="28.6" y="270" width="210.9" height="25.2" rx="3" fill="#ffffff" stroke="#3a3a3c" stroke-width="1"/>
          <text x="33.6" y="286.6" font-size="11" fill="#1c1c1e">name</text>
          <rect x="28.6" y="314.1" width="210.9" height="25.2" rx="3" fill="#e5f0ff" stroke="#0a84ff" stroke-width="2.5"/>
          <text x="33.6" y="330.7" font-size="11" fill="#0a84ff" font-weight="bold">email</text>
          <rect x="28.6" y="358.2" width="210.9" height="25.2" rx="3" fill="#ffffff" stroke="#3a3a3c" stroke-width="1"/>
          <text x="33.6" y="374.8" font-size="11" fill="#1c1c1e">password</text>
          <rect x="28.6" y="402.3" width="210.9" height="25.2" rx="3" fill="#ffffff" stroke="#3a3a3c" stroke-width="1"/>
          <text x="33.6" y="418.8" font-size="11" fill="#1c1c1e">confirm</text>
          <rect x="16" y="78.6" width="236.1" height="27.7" fill="#d1d1d6"/>
          <text x="134.1" y="96.4" font-size="10" fill="#6e6e73" text-anchor="middle">nav bar</text>
          <rect x="16" y="350" width="236.1" height="136" fill="#3a3a3c" fill-opacity="0.55"/>
          <text x="134.1" y="478" font-size="11" fill="#ffffff" text-anchor="middle">keyboard · docked · 375×216</text>
        </g>
        <text x="292.1" y="62" font-size="11" fill="#6e6e73" font-weight="bold">after</text>
        <clipPath id="p1">
          <rect x="292.1" y="66" width="236.1" height="420"/>
        </clipPath>
        <rect x="292.1" y="66" width="236.1" height="420" fill="#ffffff" stroke="#1c1c1e" stroke-width="1.5"/>
        <g clip-path="url(#p1)">
          <rect x="292.1" y="106.3" width="236.1" height="379.7" fill="none" stroke="#ff9500" stroke-width="2" stroke-dasharray="4 3"/>
          <text x="295.1" y="116.3" font-size="9" fill="#ff9500">scroll</text>
          <rect x="304.7" y="230.3" width="210.9" height="25.2" rx="3" fill="#ffffff" stroke="#3a3a3c" stroke-width="1"/>
          <text x="309.7" y="246.9" font-size="11" fill="#1c1c1e">name</text>
          <rect x="304.7" y="274.4" width="210.9" height="25.2" rx="3" fill="#ffffff" stroke="#3a3a3c" stroke-width="1"/>
          <text x="309.7" y="291" font-size="11" fill="#1c1c1e">email</text>
          <rect x="304.7" y="318.5" width="210.9" height="25.2" rx="3" fill="#e5f0ff" stroke="#0a84ff" stroke-width="2.5"/>
          <text x="309.7" y="335.1" font-size="11" fill="#0a84ff" font-weight="bold">password</text>
          <rect x="304.7" y="362.6" width="210.9" height="25.2" rx="3" fill="#ffffff" stroke="#3a3a3c" stroke-width="1"/>
          <text x="309.7" y="379.2" font-size="11" fill="#1c1c1e">confirm</text>
          <rect x="292.1" y="78.6" width="236.1" height="27.7" fill="#d1d1d6"/>
          <text x="410.2" y="96.4" font-size="10" fill="#6e6e73" text-anchor="middle">nav bar</text>
          <rect x="304.7" y="358.2" width="210.9" height="25.2" rx="3" fill="none" stroke="#0a84ff" stroke-width="1" stroke-dasharray="3 3"/>
          <path d="M296.7 370.8 L296.7 331.1 M292.7 336.1 L296.7 331.1 L300.7 336.1" fill="none" stroke="#0a84ff" stroke-width="1.5"/>
          <rect x="292.1" y="350" width="236.1" height="136" fill="#3a3a3c" fill-opacity="0.55"/>
          <text x="410.2" y="478" font-size="11" fill="#ffffff" text-anchor="middle">keyboard · docked · 375×216</text>
          <line x1="523.7" y1="343.7" x2="523.7" y2="350" stroke="#248a3d" stroke-width="2"/>
          <rect x="484.2" y="354" width="40.5" height="15" rx="3" fill="#248a3d"/>
          <text x="520.7" y="365" font-size="10" fill="#ffffff" font-weight="bold" text-anchor="end">10 pt</text>
        </g>
        <text x="16" y="508" font-size="11" fill="#248a3d">password is 10 pt above the keyboard (wants 10)</text>
        <text x="16" y="524" font-size="11" fill="#ff9500">moved: scroll contentOffset.y 0 → 63</text>
        <text x="16" y="540" font-size="11" fill="#248a3d">✓ password.clearance == 10</text>
        <text x="16" y="556" font-size="11" fill="#248a3d">✓ scroll.contentOffset.y == 63</text>
      </svg>

      """)
  }

  func testSVGRenderer_sameStep_rendersIdenticalBytes() throws {
    let first = try Fixtures.replay(Fixtures.scene(steps: Self.tinySteps))
    let second = try Fixtures.replay(Fixtures.scene(steps: Self.tinySteps))
    for (a, b) in zip(first.steps, second.steps) {
      XCTAssertEqual(SVGRenderer.render(a, sceneName: "x"), SVGRenderer.render(b, sceneName: "x"))
      XMLWellFormedness.assertWellFormedSVG(SVGRenderer.render(a, sceneName: "x"))
    }
  }
}
