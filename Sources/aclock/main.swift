import AClockCLI

AClockCommand.main(nil)
