//! Runs a command a person configured (a delivery sender, a judge) with `sh -c`, bytes on stdin;
//! quotes a word for a shell.

use std::io::{self, Write};
use std::process::{Command, Output, Stdio};

/// The command's output, and whether it took all of `input` (a command may answer before reading
/// everything, which is not an error of ours).
pub fn run(command: &str, input: Vec<u8>, env: &[(&str, &str)]) -> io::Result<(Output, io::Result<()>)> {
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(command)
        .envs(env.iter().copied())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    let mut stdin = child.stdin.take().expect("piped");
    // Written from a thread, so a command that writes a lot before reading cannot deadlock us.
    let writer = std::thread::spawn(move || stdin.write_all(&input));
    let output = child.wait_with_output()?;
    let written = writer.join().unwrap_or(Ok(()));
    Ok((output, written))
}

/// `s` as one word for `sh`: as it is when that is safe, else single-quoted.
pub fn quote(s: &str) -> String {
    if !s.is_empty() && s.bytes().all(|b| b.is_ascii_alphanumeric() || b"/._-+:@".contains(&b)) {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', r"'\''"))
    }
}

/// The start of what a command printed, for a message.
pub fn excerpt(bytes: &[u8]) -> String {
    crate::text::excerpt(String::from_utf8_lossy(bytes).trim(), 500)
}
