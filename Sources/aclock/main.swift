import AClockCLI

await AClockCommand.main(nil)
