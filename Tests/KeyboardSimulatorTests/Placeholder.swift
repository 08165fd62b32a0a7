// KeyboardSimulatorTests: work in progress
