import KeyboardSimulator
import SceneFormat

/// The built-in demo that `keyboard-sim` replays when given no file.
///
/// The same text is shipped as `Examples/demo-registration.json` (a test keeps them equal): a
/// registration form in a scroll view under a navigation bar on a 375×667 phone. The user
/// focuses the first field, goes next twice, the predictive bar appears, and Done ends editing.
package enum DemoScene {
  /// The name error messages and reports give the demo.
  package static let fileName = "demo-registration.json"

  /// The demo scene file's text.
  package static let json = #"""
    {
      "format": 1,
      "name": "Registration form",
      "description": "A sign-up form in a scroll view under a navigation bar, on a phone.",
      "screen": { "width": 375, "height": 667 },
      "window": { "safeAreaInsets": { "top": 20 } },
      "root": {
        "id": "nav",
        "kind": "navigation",
        "viewControllers": [
          {
            "id": "form",
            "title": "Sign up",
            "view": {
              "subviews": [
                {
                  "id": "scroll",
                  "kind": "scrollView",
                  "frame": [0, 64, 375, 603],
                  "contentSize": [375, 800],
                  "subviews": [
                    {
                      "id": "name", "kind": "textField", "frame": [20, 260, 335, 40],
                      "placeholder": "Name"
                    },
                    {
                      "id": "email", "kind": "textField", "frame": [20, 330, 335, 40],
                      "placeholder": "Email"
                    },
                    {
                      "id": "password", "kind": "textField", "frame": [20, 400, 335, 40],
                      "placeholder": "Password"
                    },
                    {
                      "id": "confirm", "kind": "textField", "frame": [20, 470, 335, 40],
                      "placeholder": "Confirm password"
                    }
                  ]
                }
              ]
            }
          }
        ]
      },
      "steps": [
        {
          "action": "focus",
          "field": "name",
          "expect": [
            "name.clearance >= 10",
            "name.returnKeyType == next",
            "confirm.returnKeyType == done",
            "canGoPrevious == false"
          ]
        },
        {
          "action": "goNext",
          "expect": ["firstResponder == email", "scroll.contentOffset.y == 0"]
        },
        {
          "action": "goNext",
          "expect": ["password.clearance == 10", "scroll.contentOffset.y == 63"]
        },
        {
          "action": "changeKeyboard",
          "preset": "docked",
          "predictive": true,
          "note": "The predictive bar appears: the keyboard grows from 216 to 260 pt.",
          "expect": [
            "keyboard.height == 260",
            "password.clearance == 10",
            "scroll.contentOffset.y == 107"
          ]
        },
        {
          "action": "done",
          "expect": [
            "firstResponder == none",
            "keyboard.isVisible == false",
            "scroll.contentInset.bottom == 0"
          ]
        }
      ]
    }

    """#
}
