mod cli;

fn main() -> std::process::ExitCode {
    // The hook path skips argument parsing: it is the hot path, and it must never exit non-zero.
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    if args.get(1).is_some_and(|a| a == "hook") {
        return cli::recall::hook_main(&args[2..]);
    }
    // A closed stdout (`agent-trace doctor | head`) ends the output, not the program with a panic.
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if info.to_string().contains("Broken pipe") {
            std::process::exit(0);
        }
        default_hook(info);
    }));
    cli::main()
}
