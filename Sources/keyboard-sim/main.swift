print("keyboard-sim: coming soon")
