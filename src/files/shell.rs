//! Runs other programs: a command a person configured (a delivery sender, a judge) with `sh -c`,
//! or a program with arguments (doctor's dry run, `codex --version`), bytes on stdin, within a
//! deadline when one is given; and quotes a word for a shell (shlex, as the hook entries are read).

use std::borrow::Cow;
use std::io::{self, Read, Write};
use std::process::{Child, Command, Output, Stdio};
use std::time::Duration;

use wait_timeout::ChildExt;

/// What a finished command said. `written` says whether it took all of the input (a command may
/// answer before reading everything, which is not an error of ours).
pub struct Finished {
    pub output: Output,
    pub written: io::Result<()>,
}

/// Runs `command` with `sh -c`, `input` on stdin.
pub fn run(command: &str, input: Vec<u8>, env: &[(&str, &str)], deadline: Option<Duration>) -> io::Result<Finished> {
    run_command(&mut sh(command, env), input, deadline)
}

fn sh(command: &str, env: &[(&str, &str)]) -> Command {
    let mut sh = Command::new("sh");
    sh.arg("-c").arg(command).envs(env.iter().copied());
    sh
}

/// Runs `command` like [`run`], in a fresh empty directory of its own: a judge (an agent CLI, say)
/// never starts in a repository, whose own settings could make it run what that repository's
/// authors wrote.
pub fn run_isolated(
    command: &str,
    input: Vec<u8>,
    env: &[(&str, &str)],
    deadline: Option<Duration>,
) -> io::Result<Finished> {
    let empty = tempfile::tempdir()?;
    let dir = empty.path().to_path_buf();
    RUNNING.lock().map(|mut r| r.dirs.push(dir.clone())).ok();
    let finished = run_command(sh(command, env).current_dir(empty.path()), input, deadline);
    RUNNING.lock().map(|mut r| r.dirs.retain(|d| *d != dir)).ok();
    finished
}

/// What this process started and has not seen end: the process groups of the commands it runs
/// (each command and whatever it starts), and their temporary directories. [`end_all`] ends them.
#[derive(Default)]
struct Running {
    groups: Vec<i32>,
    dirs: Vec<std::path::PathBuf>,
}

static RUNNING: std::sync::Mutex<Running> = std::sync::Mutex::new(Running { groups: Vec::new(), dirs: Vec::new() });

/// Ends everything this process started that is still running (each command's whole process
/// group) and removes their temporary directories: what the hook's watchdog does before it exits
/// at the deadline, so no judge or sender outlives it.
pub fn end_all() {
    let Ok(mut running) = RUNNING.lock() else { return };
    for group in running.groups.drain(..) {
        kill_group(group);
    }
    for dir in running.dirs.drain(..) {
        let _ = fs_err::remove_dir_all(dir);
    }
}

fn kill_group(group: i32) {
    #[cfg(unix)]
    if let Some(pid) = rustix::process::Pid::from_raw(group) {
        let _ = rustix::process::kill_process_group(pid, rustix::process::Signal::KILL);
    }
}

/// Runs `command`, `input` on stdin. Stdin is written and stdout and stderr are read from threads,
/// so a command that writes a lot before reading cannot deadlock us; a command still running at
/// the deadline is killed and reported as `TimedOut`.
pub fn run_command(command: &mut Command, input: Vec<u8>, deadline: Option<Duration>) -> io::Result<Finished> {
    // A group of its own: at its deadline, or the hook's, the command ends with all it started.
    #[cfg(unix)]
    std::os::unix::process::CommandExt::process_group(command, 0);
    let mut child = command.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn()?;
    let group = child.id() as i32;
    RUNNING.lock().map(|mut r| r.groups.push(group)).ok();
    let finished = wait_for(&mut child, input, deadline);
    // What it left running in the background ends with it.
    kill_group(group);
    RUNNING.lock().map(|mut r| r.groups.retain(|g| *g != group)).ok();
    finished
}

fn wait_for(child: &mut Child, input: Vec<u8>, deadline: Option<Duration>) -> io::Result<Finished> {
    let stdin = child.stdin.take();
    let writer = std::thread::spawn(move || stdin.map_or(Ok(()), |mut s| s.write_all(&input)));
    let stdout = drain(child.stdout.take());
    let stderr = drain(child.stderr.take());
    let status = match deadline {
        None => child.wait()?,
        Some(deadline) => match child.wait_timeout(deadline)? {
            Some(status) => status,
            None => return Err(kill(child, deadline)),
        },
    };
    let output =
        Output { status, stdout: stdout.join().unwrap_or_default(), stderr: stderr.join().unwrap_or_default() };
    Ok(Finished { output, written: writer.join().unwrap_or(Ok(())) })
}

fn drain(pipe: Option<impl Read + Send + 'static>) -> std::thread::JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let mut bytes = Vec::new();
        if let Some(mut pipe) = pipe {
            let _ = pipe.read_to_end(&mut bytes);
        }
        bytes
    })
}

fn kill(child: &mut Child, deadline: Duration) -> io::Error {
    kill_group(child.id() as i32);
    let _ = child.kill();
    let _ = child.wait();
    io::Error::new(io::ErrorKind::TimedOut, format!("still running after {} ms", deadline.as_millis()))
}

/// `s` as one word for `sh`: as it is when that is safe, else quoted.
pub fn quote(s: &str) -> String {
    match shlex::try_quote(s) {
        Ok(Cow::Borrowed(word)) => word.to_string(),
        Ok(Cow::Owned(word)) => word,
        // Only a NUL byte cannot be quoted, and no argument can hold one.
        Err(_) => quote(&s.replace('\0', "")),
    }
}

/// The start of what a command printed, for a message.
pub fn excerpt(bytes: &[u8]) -> String {
    crate::model::text::excerpt(String::from_utf8_lossy(bytes).trim(), 500)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quoted_word_splits_back_to_itself() {
        for word in ["/usr/local/bin/agent-trace", "/home/a b/agent-trace", "/tmp/it's", "$(x)`y`", "a\"b\\c", ""] {
            assert_eq!(shlex::split(&quote(word)), Some(vec![word.to_string()]), "{word}");
        }
        assert_eq!(quote("/usr/local/bin/agent-trace"), "/usr/local/bin/agent-trace");
    }

    #[test]
    fn a_command_past_its_deadline_is_killed() {
        let started = std::time::Instant::now();
        let error = run("sleep 30", Vec::new(), &[], Some(Duration::from_millis(100))).err().unwrap();
        assert_eq!(error.kind(), io::ErrorKind::TimedOut);
        assert!(started.elapsed() < Duration::from_secs(20));
    }

    #[test]
    fn a_chatty_command_that_never_reads_finishes() {
        let finished =
            run("head -c 1000000 /dev/zero", vec![b'x'; 1 << 20], &[], Some(Duration::from_secs(20))).unwrap();
        assert_eq!(finished.output.stdout.len(), 1_000_000);
    }
}
