//! `init --service`: `agent-trace watch` as a user service, started at login and restarted when
//! it fails: a systemd user unit on Linux, a launchd agent on macOS. The unit is a file
//! agent-trace owns (it carries the marker), written and removed through the install
//! transaction like the plugins, so `uninstall` takes it away and never touches a unit of the
//! same name that someone else wrote.

use std::path::{Path, PathBuf};

use crate::files::install::{self, FileChange, InstallEnv};

/// The label every message and file name uses.
pub const NAME: &str = "agent-trace-watch";
/// The install plan's label for the service's file (in place of an agent's id).
pub const PLAN_LABEL: &str = "watch";
const LAUNCHD_LABEL: &str = "dev.agent-trace.watch";

/// The service manager of this system.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Manager {
    Systemd,
    Launchd,
}

impl Manager {
    pub fn of_this_system() -> Manager {
        if cfg!(target_os = "macos") { Manager::Launchd } else { Manager::Systemd }
    }

    /// Where the unit goes for the user whose home is `env.home` (`$XDG_CONFIG_HOME` is yours
    /// only when the home is: not under `--home DIR`).
    pub fn unit_path(self, env: &InstallEnv) -> PathBuf {
        let home = &env.home;
        match self {
            Manager::Systemd => {
                let config = crate::files::env::var_os("XDG_CONFIG_HOME")
                    .filter(|_| env.use_agent_env)
                    .map(PathBuf::from)
                    .filter(|d| d.is_absolute());
                config.unwrap_or_else(|| home.join(".config")).join("systemd/user").join(format!("{NAME}.service"))
            }
            Manager::Launchd => home.join("Library/LaunchAgents").join(format!("{LAUNCHD_LABEL}.plist")),
        }
    }

    /// The unit's text: `binary watch`, with your data directory, at low priority.
    pub fn unit(self, binary: &Path, data_dir: &Path) -> String {
        match self {
            Manager::Systemd => format!(
                "# Written by {marker} --service; `agent-trace uninstall` removes it.\n\
                 [Unit]\n\
                 Description=agent-trace watch: flags coding agents' mistakes and proposes lessons as they happen\n\
                 \n\
                 [Service]\n\
                 Type=simple\n\
                 ExecStart={exec} watch\n\
                 Environment={env}\n\
                 Restart=on-failure\n\
                 RestartSec=30\n\
                 Nice=10\n\
                 IOSchedulingClass=idle\n\
                 \n\
                 [Install]\n\
                 WantedBy=default.target\n",
                marker = install::OWNED_MARKER,
                exec = systemd_word(&binary.to_string_lossy()),
                env = systemd_word(&format!("{}={}", crate::files::env::AGENT_TRACE_HOME, data_dir.to_string_lossy())),
            ),
            Manager::Launchd => format!(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
                 <!-- Written by {marker} --service; `agent-trace uninstall` removes it. -->\n\
                 <!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n\
                 <plist version=\"1.0\">\n<dict>\n\
                 \t<key>Label</key><string>{LAUNCHD_LABEL}</string>\n\
                 \t<key>ProgramArguments</key><array><string>{binary}</string><string>watch</string></array>\n\
                 \t<key>EnvironmentVariables</key><dict><key>{home_var}</key><string>{data}</string></dict>\n\
                 \t<key>RunAtLoad</key><true/>\n\
                 \t<key>KeepAlive</key><dict><key>SuccessfulExit</key><false/></dict>\n\
                 \t<key>ProcessType</key><string>Background</string>\n\
                 \t<key>LowPriorityIO</key><true/>\n\
                 \t<key>Nice</key><integer>10</integer>\n\
                 \t<key>StandardErrorPath</key><string>{log}</string>\n\
                 </dict>\n</plist>\n",
                marker = install::OWNED_MARKER,
                binary = xml_text(&binary.to_string_lossy()),
                home_var = crate::files::env::AGENT_TRACE_HOME,
                data = xml_text(&data_dir.to_string_lossy()),
                log = xml_text(&data_dir.join("watch.log").to_string_lossy()),
            ),
        }
    }

    /// The commands that load and start the unit (after it is written).
    fn start_commands(self, unit: &Path) -> Vec<Vec<String>> {
        let unit = unit.to_string_lossy().into_owned();
        match self {
            Manager::Systemd => vec![
                words(&["systemctl", "--user", "daemon-reload"]),
                words(&["systemctl", "--user", "enable", "--now", &format!("{NAME}.service")]),
            ],
            Manager::Launchd => vec![
                words(&["launchctl", "bootout", &format!("gui/{}", uid()), &unit]),
                words(&["launchctl", "bootstrap", &format!("gui/{}", uid()), &unit]),
            ],
        }
    }

    /// The commands that stop and unload it (before it is removed).
    fn stop_commands(self, unit: &Path) -> Vec<Vec<String>> {
        match self {
            Manager::Systemd => vec![words(&["systemctl", "--user", "disable", "--now", &format!("{NAME}.service")])],
            Manager::Launchd => {
                vec![words(&["launchctl", "bootout", &format!("gui/{}", uid()), &unit.to_string_lossy()])]
            }
        }
    }

    /// Shown when the service could not be started here (no user session bus, say).
    pub fn start_hint(self, unit: &Path) -> String {
        self.start_commands(unit)
            .last()
            .map(|c| c.iter().map(|w| crate::files::shell::quote(w)).collect::<Vec<_>>().join(" "))
            .unwrap_or_default()
    }
}

fn words(list: &[&str]) -> Vec<String> {
    list.iter().map(|w| w.to_string()).collect()
}

fn uid() -> u32 {
    rustix::process::getuid().as_raw()
}

/// One word of a unit file line, quoted as systemd reads it: `"…"` with `\` and `"` escaped
/// and `%` doubled (a specifier otherwise), so a binary in a path with spaces or those characters
/// runs as itself. (`$` is literal in the program's path and in `Environment=`, and doubling it
/// there would change the path: `systemd-analyze verify` in the tests holds us to that.)
fn systemd_word(word: &str) -> String {
    let mut out = String::from("\"");
    for c in word.chars() {
        match c {
            '\\' | '"' => {
                out.push('\\');
                out.push(c);
            }
            '%' => out.push_str("%%"),
            '\n' | '\r' => out.push(' '),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn xml_text(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

/// The planned write of the unit.
pub fn plan_install(env: &InstallEnv) -> Result<FileChange, install::Error> {
    let manager = Manager::of_this_system();
    let unit = manager.unit(&env.binary, &env.data_dir);
    install::owned_file(PLAN_LABEL, manager.unit_path(env), unit, "the watch service's unit")
}

/// The planned removal of the unit (a unit of that name without our marker is left alone).
pub fn plan_uninstall(env: &InstallEnv) -> Result<Option<FileChange>, install::Error> {
    let path = Manager::of_this_system().unit_path(env);
    if !path.exists() {
        return Ok(None);
    }
    install::remove_owned(PLAN_LABEL, path).map(Some)
}

/// A service-manager command that did not do its job.
#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    #[error("could not run {program}")]
    Run { program: String, source: std::io::Error },
    #[error("`{command}` failed: {said}")]
    Failed { command: String, said: String },
}

/// Loads and starts the written unit; the error says what failed, for a hint.
pub fn start(env: &InstallEnv) -> Result<(), ServiceError> {
    let manager = Manager::of_this_system();
    let commands = manager.start_commands(&manager.unit_path(env));
    let last = commands.len() - 1;
    for (n, command) in commands.iter().enumerate() {
        // launchd's bootout of a unit that is not loaded fails, and that is fine.
        let must_succeed = manager == Manager::Systemd || n == last;
        match run(command) {
            Err(e) if must_succeed => return Err(e),
            _ => {}
        }
    }
    Ok(())
}

/// Stops and unloads the unit, if it runs; errors are of no consequence to an uninstall.
pub fn stop(env: &InstallEnv) {
    let manager = Manager::of_this_system();
    for command in manager.stop_commands(&manager.unit_path(env)) {
        let _ = run(&command);
    }
    if manager == Manager::Systemd {
        let _ = run(&words(&["systemctl", "--user", "daemon-reload"]));
    }
}

/// What doctor reports of the service.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Status {
    NotInstalled,
    /// A unit of ours is there and the manager says it runs.
    Running,
    /// A unit of ours is there, but it does not run: why.
    NotRunning(String),
    /// A unit at our path that we did not write.
    NotOurs(PathBuf),
}

pub fn status(env: &InstallEnv) -> Status {
    let manager = Manager::of_this_system();
    let path = manager.unit_path(env);
    let Ok(Some(bytes)) = install::read_optional(&path) else { return Status::NotInstalled };
    if !String::from_utf8_lossy(&bytes[..bytes.len().min(512)]).contains(install::OWNED_MARKER) {
        return Status::NotOurs(path);
    }
    let query = match manager {
        Manager::Systemd => words(&["systemctl", "--user", "is-active", &format!("{NAME}.service")]),
        Manager::Launchd => words(&["launchctl", "print", &format!("gui/{}/{LAUNCHD_LABEL}", uid())]),
    };
    match run(&query) {
        Ok(out) if manager == Manager::Launchd || out.trim() == "active" => Status::Running,
        Ok(out) => Status::NotRunning(format!("the service manager says {:?}", out.trim())),
        Err(e) => Status::NotRunning(crate::model::text::error_chain(&e)),
    }
}

/// Runs a service-manager command; its stdout, or what went wrong.
fn run(command: &[String]) -> Result<String, ServiceError> {
    let mut cmd = std::process::Command::new(&command[0]);
    cmd.args(&command[1..]);
    let finished = crate::files::shell::run_command(&mut cmd, Vec::new(), Some(std::time::Duration::from_secs(20)))
        .map_err(|source| ServiceError::Run { program: command[0].clone(), source })?;
    let output = finished.output;
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    if output.status.success() {
        Ok(stdout)
    } else {
        let said = crate::files::shell::excerpt(if output.stderr.is_empty() { &output.stdout } else { &output.stderr });
        Err(ServiceError::Failed { command: command.join(" "), said })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_unit_names_its_binary_as_itself_whatever_the_path_holds() {
        let unit = Manager::Systemd.unit(Path::new("/opt/my tools/100%$HOME\"x\\y"), Path::new("/data dir"));
        assert!(unit.contains(r#"ExecStart="/opt/my tools/100%%$HOME\"x\\y" watch"#), "{unit}");
        assert!(unit.contains(r#"Environment="AGENT_TRACE_HOME=/data dir""#), "{unit}");
        assert!(unit.lines().next().unwrap().contains(install::OWNED_MARKER));
        let plist = Manager::Launchd.unit(Path::new("/a&b/<bin>"), Path::new("/d"));
        assert!(plist.contains("<string>/a&amp;b/&lt;bin&gt;</string><string>watch</string>"), "{plist}");
        assert!(plist[..512].contains(install::OWNED_MARKER));
    }
}
