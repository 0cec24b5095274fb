mod cli;

fn main() -> std::process::ExitCode {
    // The hook path skips argument parsing: it is the hot path, and it must never exit non-zero.
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    if args.get(1).is_some_and(|a| a == "hook") {
        return cli::recall::hook_main(&args[2..]);
    }
    cli::main()
}
