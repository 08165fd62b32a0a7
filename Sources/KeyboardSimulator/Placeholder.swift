// KeyboardSimulator: work in progress
