// ReturnManager: work in progress
