import KeyboardCore
import SceneFormat

/// What one step of a replay did and what held afterwards: the events, the solver passes with
/// their traces, what moved, the active field's clearance, the navigation state, the
/// expectations' results, and the invariant checks.
///
/// Step 0 describes the built scene before the first step.
public struct StepReport: Sendable, Hashable {
  /// The step's number, from 1; 0 for the built scene.
  public var index: Int
  /// The step in words: `focus email`, `changeKeyboard (height 260)`.
  public var title: String
  /// The step's note from the scene file.
  public var note: String?
  /// The virtual clock after the step, in seconds.
  public var time: Double
  /// How far the step advanced the clock: the longest keyboard animation it caused.
  public var duration: Double
  /// What happened, in order: focus changes, keyboard notifications, return presses.
  public var events: [String]
  /// The keyboard manager's passes during the step, in order.
  public var passes: [Pass]
  /// Why the keyboard manager restored everything during the step, if it did.
  public var restores: [String]
  /// For each of ``restores``, how many of ``passes`` ran before it, so that the two read in
  /// the order they happened (a rotation restores, then the keyboard's new frame solves).
  public var passesBeforeRestores: [Int] = []
  /// What moved: every changed frame, offset, inset and content size of a named view.
  public var changes: [Change]
  /// The active field's distance above the keyboard, when a field is active and the keyboard
  /// is up.
  public var clearance: Clearance?
  /// The active form's return keys and whether next and previous lead somewhere.
  public var navigation: Navigation?
  /// The step's expectations and whether each held.
  public var expectations: [ExpectationResult]
  /// What `window.invariantViolations()` found after the step; empty when the tree is
  /// consistent.
  public var invariantViolations: [String]
  /// Diagnostics the window recorded during the step.
  public var diagnostics: [String]
  /// The scene before the step.
  public var before: SceneSnapshot
  /// The scene after the step (and the layout pass after it).
  public var after: SceneSnapshot
  /// What the scene's constraints did during the step; empty in scenes without constraints.
  ///
  /// The views whose frames they changed (with the constraints that place them), and, once
  /// each, the constraints that are broken (they cannot hold with the others) and the views
  /// whose layout is ambiguous.
  public var constraints: [String] = []

  /// Whether every expectation held and no invariant was broken.
  public var isSuccess: Bool {
    invariantViolations.isEmpty && expectations.allSatisfy(\.passed)
  }

  /// One pass of the keyboard manager: why it ran and what its plan said.
  public struct Pass: Sendable, Hashable {
    /// Why the pass ran: `keyboard willShow`, `TextField began editing`, `layout changed`.
    public var reason: String
    /// The solver's trace, one line per decision.
    public var trace: [String]
    /// The plan's mutations in words.
    public var mutations: [String]
    /// How much of the target the keyboard still covers after the plan.
    public var remainingCover: Double
  }

  /// One changed number of a named view.
  public struct Change: Sendable, Hashable {
    /// The view's name.
    public var view: String
    /// The property that changed.
    ///
    /// One of `frame.x`, `frame.y`, `frame.width`, `frame.height`, `contentOffset.x`,
    /// `contentOffset.y`, `contentInset.top`, `contentInset.bottom`, `contentSize.width` and
    /// `contentSize.height`.
    public var property: String
    /// The value before the step.
    public var before: Double
    /// The value after the step.
    public var after: Double
  }

  /// How far the active field's bottom is above the keyboard's top, in window coordinates.
  public struct Clearance: Sendable, Hashable {
    /// The active field's name.
    public var field: String
    /// Keyboard top minus field bottom; negative when covered, `nil` when the keyboard is
    /// beside, above or below the field.
    public var distance: Double?
    /// For a text view, keyboard top minus the bottom of its caret's line as the keyboard
    /// manager keeps it clear (`AvoidanceContext.shownCaretLine`); `nil` when
    /// the keyboard is not under it or the view shows no line.
    public var caretDistance: Double?
    /// The gap the field asks for: its `distanceFromKeyboard`, or the manager's
    /// `keyboardDistance`.
    public var wanted: Double
    /// Why the target the solver keeps clear (the caret line of a text view showing one, else
    /// the field) is left short of ``wanted`` or covered, in plain words
    /// (`stops at the top guide`, `the root is clamped`), when the trace of the step's last
    /// pass gives a reason; else `nil`.
    public var shortBecause: String? = nil
  }

  /// The navigation state of the form holding the first responder.
  public struct Navigation: Sendable, Hashable {
    /// The form's name (its controller's id).
    public var form: String
    /// The form's fields in navigation order, with their return keys.
    public var fields: [Field]
    /// The first responder's position in ``fields``, if it is in the order.
    public var activeIndex: Int?
    /// Whether Next leads somewhere.
    public var canGoNext: Bool
    /// Whether Previous leads somewhere.
    public var canGoPrevious: Bool

    /// A field of the form and its return key.
    public struct Field: Sendable, Hashable {
      /// The field's name.
      public var name: String
      /// Its return key.
      public var returnKeyType: ReturnKeyType
    }
  }

  /// The outcome of one expectation.
  public struct ExpectationResult: Sendable, Hashable {
    /// The expectation as written.
    public var text: String
    /// Whether it held.
    public var passed: Bool
    /// The value found, in words (`10`, `next`, `none`, `no keyboard`).
    public var actual: String
  }
}

/// A whole replay: the scene's name and every step's report, step 0 (the built scene) first.
public struct ReplayReport: Sendable, Hashable {
  /// The scene's name (its `name`, or the file's name).
  public var name: String
  /// The scene's description.
  public var summary: String?
  /// What the scene only approximates (its `notes`).
  public var notes: [String]
  /// The file the scene came from, if any.
  public var file: String?
  /// One line about the setup: screen, window, manager configuration.
  public var setup: String
  /// The steps' reports, step 0 first.
  public var steps: [StepReport]

  /// Creates a replay report from its parts (the reliability checks rebuild one from the steps
  /// of a replay driven step by step).
  package init(
    name: String, summary: String?, notes: [String] = [], file: String?, setup: String,
    steps: [StepReport]
  ) {
    self.name = name
    self.summary = summary
    self.notes = notes
    self.file = file
    self.setup = setup
    self.steps = steps
  }

  /// How many expectations were checked.
  public var expectationCount: Int { steps.reduce(0) { $0 + $1.expectations.count } }

  /// How many expectations failed.
  public var failedExpectationCount: Int {
    steps.reduce(0) { $0 + $1.expectations.filter { !$0.passed }.count }
  }

  /// How many steps broke an invariant.
  public var stepsBreakingInvariants: Int {
    steps.filter { !$0.invariantViolations.isEmpty }.count
  }

  /// Whether every expectation held and no step broke an invariant.
  public var isSuccess: Bool { steps.allSatisfy(\.isSuccess) }
}
