mod allocator;

use agent_trace::commands::cli;

#[global_allocator]
static ALLOCATOR: allocator::Split = allocator::Split;

/// The command an agent's hook runs: it skips argument parsing, and the allocator gives it the
/// system allocator alone.
const HOOK_COMMAND: &str = "hook";

fn main() -> std::process::ExitCode {
    // The hook path skips argument parsing: it is the hot path, and it must never exit non-zero.
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    // `hook --help` is a person asking, not an agent: it goes to clap like every other `--help`.
    let asks_for_help = args.iter().skip(2).any(|a| a == "--help" || a == "-h");
    if args.get(1).is_some_and(|a| a == HOOK_COMMAND) && !asks_for_help {
        return cli::recall::hook_main(&args[2..]);
    }
    // A panic is a bug: say so, and how to report it, with its own exit code. (A closed stdout is
    // not a panic: command output goes through `cli::write_out`.)
    std::panic::set_hook(Box::new(|info| {
        let _ = cli::Failure::internal(info.to_string()).exit();
        std::process::exit(i32::from(cli::EXIT_INTERNAL));
    }));
    cli::main()
}
