import AClockServeOptions
import AClockServer
#if canImport(Glibc)
import Glibc
#endif

// `aclock serve`'s server (Docs/decisions/0041): its own executable, so `aclock` links no network stack.
let settings = ServeArguments.settings()
exit(await ClockServer.run(settings))
