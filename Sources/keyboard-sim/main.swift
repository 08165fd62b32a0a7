import Foundation
import SimulatorCommand

// The command lives in the SimulatorCommand target (KeyboardSimCommand) so that tests run it
// whole; this file only connects it to the process.
let result = KeyboardSimCommand.run(arguments: Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(result.stdout.utf8))
FileHandle.standardError.write(Data(result.stderr.utf8))
exit(result.exitCode)
