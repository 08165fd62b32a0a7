// ReturnManagerTests: work in progress
