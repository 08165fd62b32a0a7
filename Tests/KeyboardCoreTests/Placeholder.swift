// KeyboardCoreTests: work in progress
