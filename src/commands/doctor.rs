//! `agent-trace doctor`: proves the installation works, one check per line.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use serde::Serialize;

use crate::agents::{self, Adapter, Client, Installation};
use crate::files::install::InstallEnv;
use crate::files::project::Project;
use crate::files::trust::Here;
use crate::model::hint::Hint;
use crate::systems::lessons::Status as LessonStatus;
use crate::systems::lessons::store::Store;
use crate::{files::config, files::git, files::hook_log, files::trust};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    Ok,
    Warn,
    Fail,
}

/// What `--fix` can do about a failed check.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "kind", content = "target")]
pub enum Fix {
    /// Merge the agent's entries again (adds missing ones, drops duplicates and stale paths).
    Reinstall(String),
    RegisterMergeDriver,
    /// Rewrite the lessons file canonical (duplicates and conflict markers resolved).
    FormatLessons(PathBuf),
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Check {
    pub name: String,
    pub status: Status,
    pub detail: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hint: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fix: Option<Fix>,
}

impl Check {
    fn ok(name: impl Into<String>, detail: impl Into<String>) -> Check {
        Check { name: name.into(), status: Status::Ok, detail: detail.into(), hint: None, fix: None }
    }

    fn fail(name: impl Into<String>, detail: impl Into<String>, hint: impl Into<String>) -> Check {
        Check { name: name.into(), status: Status::Fail, detail: detail.into(), hint: Some(hint.into()), fix: None }
    }

    fn warn(name: impl Into<String>, detail: impl Into<String>, hint: impl Into<String>) -> Check {
        Check { name: name.into(), status: Status::Warn, detail: detail.into(), hint: Some(hint.into()), fix: None }
    }

    fn fixable(mut self, fix: Fix) -> Check {
        self.fix = Some(fix);
        self
    }
}

pub struct Options<'a> {
    pub env: &'a InstallEnv,
    pub cwd: &'a Path,
    /// Agents to check: the detected ones and those that have agent-trace entries.
    pub agents: Vec<&'static dyn Adapter>,
    /// How many times each hook is run for its timing.
    pub runs: usize,
    /// A hook whose p95 is above this fails.
    pub budget: Duration,
}

pub fn run(options: &Options) -> Vec<Check> {
    let env = options.env;
    let mut checks = vec![binary_check(&env.binary)];
    checks.push(data_dir_check(&env.data_dir));
    if options.agents.is_empty() {
        checks.push(Check::fail(
            "agents",
            format!("no agent is hooked: none found under {}", env.home.display()),
            "install an agent, or name one: `agent-trace init --agents claude-code`",
        ));
    }
    // The lessons that name a tool, read once for every agent's matcher check.
    let tool_lessons = crate::systems::lessons::store::tool_lessons(&env.data_dir, options.cwd);
    for agent in &options.agents {
        checks.extend(agent_checks(*agent, options, &tool_lessons));
    }
    checks.extend(lessons_checks(options.cwd, env));
    checks.extend(log_check(&env.data_dir));
    checks.push(service_check(env));
    checks
}

/// The running binary, which init writes into every hook: a runner's cache would be deleted under them.
fn binary_check(binary: &Path) -> Check {
    let at = format!("agent-trace {} at {}", env!("CARGO_PKG_VERSION"), binary.display());
    match crate::files::install::binary::ephemeral_cache(binary) {
        None => Check::ok("binary", at),
        Some(cache) => Check::warn(
            "binary",
            format!("{at}, in {}, which is cleaned without asking: hooks that call it would then fail", cache.name),
            format!("install it (`{}`), then run `agent-trace doctor --fix` from the installed one", cache.install),
        ),
    }
}

/// The watch service: optional, but once installed it must run.
fn service_check(env: &InstallEnv) -> Check {
    use crate::systems::watch::service::{self, Manager, Status};
    let unit = Manager::of_this_system().unit_path(env);
    match service::status(env) {
        Status::NotInstalled => Check::ok(
            "watch",
            "not installed as a service (`agent-trace init --service` runs it at login; `agent-trace watch` runs it now)",
        ),
        Status::Running => Check::ok("watch", format!("the service runs ({})", unit.display())),
        Status::NotRunning(why) => Check::fail(
            "watch",
            format!("{} is installed but the service does not run: {why}", unit.display()),
            format!("start it: {}", Manager::of_this_system().start_hint(&unit)),
        ),
        Status::NotOurs(path) => Check::warn(
            "watch",
            format!("{} is not agent-trace's (no marker): left alone", path.display()),
            "rename it if you want `agent-trace init --service` to install the watch service",
        ),
    }
}

fn data_dir_check(dir: &Path) -> Check {
    let probe = dir.join(".doctor-probe");
    let writable = fs_err::create_dir_all(dir)
        .and_then(|()| fs_err::write(&probe, b"ok"))
        .and_then(|()| fs_err::remove_file(&probe));
    match writable {
        Ok(()) => Check::ok("data dir", format!("{} is writable", dir.display())),
        Err(e) => Check::fail("data dir", e.to_string(), "set AGENT_TRACE_HOME to a writable directory"),
    }
}

fn agent_checks(agent: &dyn Adapter, options: &Options, tool_lessons: &[(String, String)]) -> Vec<Check> {
    let name = |what: &str| format!("{} {what}", agent.id());
    let reinstall = Fix::Reinstall(agent.id().to_string());
    let mut installation = match agent.inspect(options.env) {
        Ok(installation) => installation,
        Err(e) => {
            let hint = e.hint().unwrap_or_else(|| "fix the file, then run `agent-trace init`".into());
            return vec![Check::fail(name("config"), e.to_string(), hint)];
        }
    };
    // An MCP server registered with `init --mcp` is checked like the defaults.
    let has = |list: &[(String, String)]| list.iter().any(|(event, _)| event == agents::mcp::ENTRY);
    if has(&installation.found) && !has(&installation.expected) {
        installation.expected.push((agents::mcp::ENTRY.into(), agents::mcp::mcp_command(options.env)));
    }
    let mut checks: Vec<Check> =
        agent.spec().client.map(|client| version_check(agent.id(), client)).into_iter().collect();
    // Where each moment's lessons reach the model, said rather than assumed.
    let mcp = installation.found.iter().any(|(event, _)| event == agents::mcp::ENTRY);
    for (moment, how) in agents::moments_served(agent, options.env.hold_once, mcp) {
        checks.push(Check::ok(name(moment.name()), how));
    }
    let owned = owned_file_checks(agent, options.env, &installation, &reinstall);
    // A config that is a file of ours (OpenCode's plugin) is proven by the owned-file check.
    if !owned.iter().any(|(path, _)| *path == installation.config) {
        checks.push(Check::ok(name("config"), format!("{} parses", installation.config.display())));
    }
    checks.extend(owned.into_iter().map(|(_, check)| check));
    checks.extend(entry_checks(agent, &installation, &reinstall));
    checks.extend(matcher_checks(agent, &installation, tool_lessons, &reinstall));
    for problem in &installation.problems {
        let check = Check::fail(name("setting"), problem.message.clone(), problem.hint.clone());
        checks.push(if problem.fixable { check.fixable(reinstall.clone()) } else { check });
    }
    for missing in &installation.missing_files {
        checks.push(
            Check::fail(name("plugin"), format!("{} is missing", missing.display()), "run `agent-trace doctor --fix`")
                .fixable(reinstall.clone()),
        );
    }
    // The MCP server is proven by the agent's own `mcp list` (scripts/e2e.sh), not by a hook run.
    for (event, command) in dedup(&installation.found).into_iter().filter(|(event, _)| event != agents::mcp::ENTRY) {
        checks.push(dry_run(agent, &event, &command, options));
    }
    checks
}

/// Every approved lesson for a tool reaches the agent: its pre-tool entry's matcher lets that
/// tool through (`init` widens the matcher to every tool a lesson names).
fn matcher_checks(
    agent: &dyn Adapter,
    installation: &Installation,
    tool_lessons: &[(String, String)],
    reinstall: &Fix,
) -> Vec<Check> {
    let Some(event) = agent.event_for(crate::model::Event::PreTool) else { return Vec::new() };
    let Some((_, matcher)) = installation.matchers.iter().find(|(e, _)| e == event) else { return Vec::new() };
    tool_lessons
        .iter()
        .filter(|(_, tool)| !agents::matcher_reaches(agent, matcher.as_deref(), tool))
        .map(|(id, tool)| {
            Check::fail(
                format!("{} lesson {id}", agent.id()),
                format!(
                    "its tool `{tool}` never starts the {event} hook (matcher `{}`)",
                    matcher.as_deref().unwrap_or("")
                ),
                "run `agent-trace doctor --fix` here: init adds the tool to the matcher",
            )
            .fixable(reinstall.clone())
        })
        .collect()
}

/// The agent's client and its version, next to its checks; a warning off the proven line.
fn version_check(agent: &str, client: Client) -> Check {
    let name = format!("{agent} version");
    let mut command = Command::new(client.command);
    command.arg("--version");
    let said = crate::files::shell::run_command(&mut command, Vec::new(), Some(Duration::from_secs(10)));
    match said
        .ok()
        .filter(|f| f.output.status.success())
        .and_then(|f| agents::version_in(&String::from_utf8_lossy(&f.output.stdout)))
    {
        Some(version) if client.is_proven(&version) => Check::ok(name, version),
        Some(version) => Check::warn(
            name,
            format!("{version}, outside the versions proven end to end ({} here)", client.proven),
            format!("agent-trace is proven with {} {}; see docs/src/proven.md", client.command, client.proven),
        ),
        None => Check::warn(
            name,
            format!("`{} --version` did not answer", client.command),
            format!("put `{}` on PATH to have its version checked", client.command),
        ),
    }
}

/// Each file agent-trace owns outright (a plugin) holds exactly what `init` writes, and a
/// JavaScript one passes `node --check` where Node is installed (the runtime OpenClaw loads it
/// with; OpenCode's Bun reads the same syntax).
fn owned_file_checks(
    agent: &dyn Adapter,
    env: &InstallEnv,
    installation: &Installation,
    reinstall: &Fix,
) -> Vec<(PathBuf, Check)> {
    // Only agents with a plugin own files; planning the others would run their probes again.
    if !installation.expected.iter().any(|(event, _)| event == "plugin") {
        return Vec::new();
    }
    let Ok(planned) = agent.plan_install(env) else { return Vec::new() };
    let mut checks = Vec::new();
    for change in planned.iter().filter(|c| c.owned && !installation.missing_files.contains(&c.path)) {
        let (Some(wanted), Ok(Some(current))) = (&change.after, crate::files::install::read_optional(&change.path))
        else {
            continue;
        };
        let name = format!("{} plugin", agent.id());
        let file = change.path.display();
        let check = if current != *wanted {
            Check::fail(
                name,
                format!("{file} is not what init writes (edited or broken)"),
                "run `agent-trace doctor --fix`",
            )
            .fixable(reinstall.clone())
        } else if change.path.extension().is_some_and(|e| e == "js") {
            match node_check(&current) {
                Some(Err(e)) => {
                    Check::fail(name, format!("{file}: node --check fails: {e}"), "run `agent-trace doctor --fix`")
                        .fixable(reinstall.clone())
                }
                Some(Ok(())) => Check::ok(name, format!("{file} is what init writes; node --check passes")),
                None => Check::ok(name, format!("{file} is what init writes (no node on PATH to check its syntax)")),
            }
        } else {
            Check::ok(name, format!("{file} is what init writes"))
        };
        checks.push((change.path.clone(), check));
    }
    checks
}

/// `node --check` on an ES module's source; `None` without Node.
fn node_check(source: &[u8]) -> Option<Result<(), String>> {
    let dir = tempfile::tempdir().ok()?;
    let file = dir.path().join("plugin.mjs");
    fs_err::write(&file, source).ok()?;
    let mut command = Command::new("node");
    command.arg("--check").arg(&file);
    let finished = crate::files::shell::run_command(&mut command, Vec::new(), Some(Duration::from_secs(10))).ok()?;
    Some(if finished.output.status.success() {
        Ok(())
    } else {
        Err(crate::files::shell::excerpt(&finished.output.stderr).replace(&*file.to_string_lossy(), "plugin"))
    })
}

fn dedup(found: &[(String, String)]) -> Vec<(String, String)> {
    let mut unique: Vec<(String, String)> = Vec::new();
    for item in found {
        if !unique.contains(item) {
            unique.push(item.clone());
        }
    }
    unique
}

fn entry_checks(agent: &dyn Adapter, installation: &Installation, reinstall: &Fix) -> Vec<Check> {
    let mut checks = Vec::new();
    for (event, command) in &installation.expected {
        let name = format!("{} {event}", agent.id());
        let same_event: Vec<&String> = installation.found.iter().filter(|(e, _)| e == event).map(|(_, c)| c).collect();
        let script = match same_event.as_slice() {
            [one] if *one != command => entry_script(one),
            _ => None,
        };
        let check = match same_event.as_slice() {
            // The MCP server is a fallback the person may have declined (`init --no-mcp`).
            [] if event == agents::mcp::ENTRY => Check::warn(
                name,
                "agent-trace's MCP server is not registered, so the model cannot ask for lessons itself",
                "run `agent-trace init --mcp`",
            ),
            [] if installation.missing_files.is_empty() => {
                Check::fail(name, "no agent-trace entry", "run `agent-trace doctor --fix` (or `agent-trace init`)")
                    .fixable(reinstall.clone())
            }
            [] => continue,
            [one] if *one == command => Check::ok(name, format!("runs {one}")),
            [one] if script.is_some() => Check::warn(
                name,
                format!(
                    "runs {one}, a script for {}: every call starts an interpreter before agent-trace",
                    script.as_deref().unwrap_or_default()
                ),
                "run `agent-trace doctor --fix` to point it at the native binary",
            )
            .fixable(reinstall.clone()),
            [one] => Check::fail(
                name,
                format!("runs {one}, not this binary"),
                "run `agent-trace doctor --fix` to point it here",
            )
            .fixable(reinstall.clone()),
            many => Check::fail(
                name,
                format!("{} agent-trace entries, so the hook runs {} times", many.len(), many.len()),
                "run `agent-trace doctor --fix`",
            )
            .fixable(reinstall.clone()),
        };
        checks.push(check);
    }
    checks
}

/// The interpreter of the program an entry runs, when that program is a script (npm's entry).
fn entry_script(command: &str) -> Option<String> {
    let words = shlex::split(command)?;
    crate::files::install::binary::script_interpreter(Path::new(words.first()?))
}

/// Runs the installed hook command as the agent would, `runs` times, with a sample payload.
fn dry_run(agent: &dyn Adapter, event: &str, command: &str, options: &Options) -> Check {
    let name = format!("{} {event} dry run", agent.id());
    let words = shlex::split(command).unwrap_or_default();
    let Some(program) = words.first() else {
        return Check::fail(name, "empty command", "run `agent-trace doctor --fix`");
    };
    if !Path::new(program).is_file() {
        return Check::fail(
            name,
            format!("{program} does not exist"),
            "run `agent-trace doctor --fix` to point the entry at this binary",
        )
        .fixable(Fix::Reinstall(agent.id().to_string()));
    }
    let (args, stdin): (Vec<String>, String) = if event == "plugin" {
        let cwd = options.cwd.to_string_lossy().into_owned();
        (
            words[1..]
                .iter()
                .cloned()
                .chain(["--event", "prompt", "--cwd", &cwd, "--format", "json"].map(String::from))
                .collect(),
            String::new(),
        )
    } else {
        (words[1..].to_vec(), sample_payload(options.cwd))
    };
    let mut times = Vec::new();
    for _ in 0..options.runs.max(1) {
        let started = Instant::now();
        let output = match run_with_timeout(program, &args, &stdin, options.budget * 4 + Duration::from_secs(1)) {
            Ok(output) => output,
            Err(e) => return Check::fail(name, e, "run the command by hand to see what it does"),
        };
        times.push(started.elapsed());
        if let Err(e) = valid_output(&output) {
            return Check::fail(name, e, "the agent ignores or rejects this output: reinstall with `agent-trace init`");
        }
    }
    times.sort();
    let p95 = times[((times.len() as f64 * 0.95).ceil() as usize).clamp(1, times.len()) - 1];
    let detail = format!("valid output, p95 {:.1} ms over {} runs", p95.as_secs_f64() * 1000.0, times.len());
    if p95 > options.budget {
        Check::fail(
            name,
            format!("{detail}: over the {} ms budget", options.budget.as_millis()),
            "a slow hook delays every prompt and tool call; see hook.log",
        )
    } else {
        Check::ok(name, detail)
    }
}

fn sample_payload(cwd: &Path) -> String {
    serde_json::json!({
        "session_id": "agent-trace-doctor",
        "cwd": cwd,
        "prompt": "agent-trace doctor",
        "tool_name": "Bash",
        "tool_input": {"command": "echo agent-trace doctor"},
        "extra": {"user_message": "agent-trace doctor", "is_first_turn": true}
    })
    .to_string()
}

fn valid_output(output: &[u8]) -> Result<(), String> {
    let text = String::from_utf8_lossy(output);
    if text.trim().is_empty() {
        return Ok(());
    }
    match serde_json::from_str::<serde_json::Value>(text.trim()) {
        Ok(serde_json::Value::Object(_)) => Ok(()),
        Ok(_) => Err("prints JSON that is not an object".into()),
        Err(e) => Err(format!("prints invalid JSON ({e}): {:?}", text.chars().take(60).collect::<String>())),
    }
}

fn run_with_timeout(program: &str, args: &[String], stdin: &str, timeout: Duration) -> Result<Vec<u8>, String> {
    let mut command = Command::new(program);
    let token = crate::files::home::data_dir()
        .map_err(|e| e.to_string())
        .and_then(|d| crate::files::home::dry_run_token(&d).map_err(|e| e.to_string()))?;
    command.args(args).env(crate::files::env::AGENT_TRACE_DRY_RUN, token);
    let finished = crate::files::shell::run_command(&mut command, stdin.as_bytes().to_vec(), Some(timeout))
        .map_err(|e| format!("cannot run {program}: {e}"))?;
    match finished.output.status {
        status if status.success() => Ok(finished.output.stdout),
        status => Err(format!("exits with {status}; a hook must exit 0")),
    }
}

fn lessons_checks(cwd: &Path, env: &InstallEnv) -> Vec<Check> {
    let mut checks = Vec::new();
    let here = trust::here(Some(&env.data_dir), cwd, &|_| {});
    let mut stores = Vec::new();
    if let Some(project) = here.project() {
        stores.push(("project lessons", Store::of_project(project.clone())));
    }
    if let Ok(global) = Store::global() {
        stores.push(("global lessons", global));
    }
    for (name, store) in &stores {
        checks.extend(lessons_file_checks(name, store));
    }
    let project = match &here {
        Here::Outside => {
            checks.push(Check::ok(
                "repository",
                format!("{} is not in a git work tree: no project lessons here; repo checks skipped", cwd.display()),
            ));
            return checks;
        }
        Here::Refused(e) => {
            checks.push(Check::fail("repository", format!("not used: {e}"), e.hint().unwrap_or_default()));
            return checks;
        }
        Here::Untrusted(project) => project,
        Here::Trusted(trusted) => trusted.project(),
    };
    match git::Repo::discover(project.root()) {
        Ok(repo) => {
            let expected = git::driver_command(&env.binary);
            checks.push(match repo.registered_driver() {
                Some(driver) if driver == expected => Check::ok("merge driver", format!("registered: {driver}")),
                Some(driver) => Check::fail(
                    "merge driver",
                    format!("registered as {driver:?}"),
                    "run `agent-trace doctor --fix` to register this binary",
                )
                .fixable(Fix::RegisterMergeDriver),
                None => Check::fail(
                    "merge driver",
                    "not registered in this clone, so merges of lessons.jsonl fall back to git's line merge",
                    "run `agent-trace doctor --fix` (each clone needs it once)",
                )
                .fixable(Fix::RegisterMergeDriver),
            });
            checks.push(match git::has_attributes_line(project) {
                Ok(true) => Check::ok(".gitattributes", git::attributes_line()),
                Ok(false) => Check::fail(
                    ".gitattributes",
                    format!("no `{}` line", git::attributes_line()),
                    "run `agent-trace doctor --fix`, then commit .gitattributes",
                )
                .fixable(Fix::RegisterMergeDriver),
                Err(e) => Check::fail(".gitattributes", e.to_string(), e.hint().unwrap_or_default()),
            });
        }
        Err(e) => checks.push(Check::fail("repository", e.to_string(), "check that git can read this repository")),
    }
    let approved = stores
        .first()
        .and_then(|(_, store)| store.read().ok())
        .map_or(0, |p| p.lessons.iter().filter(|l| l.status == LessonStatus::Approved).count());
    let root = project.root().display();
    checks.push(match &here {
        Here::Trusted(trusted) if !trusted.live().held.is_empty() => {
            let held = &trusted.live().held;
            let note = held.note(project.root());
            match crate::agents::running_inside(crate::files::env::var) {
                None => Check::warn("trust", note, "what was reviewed still reaches your agents"),
                Some(_) => Check::warn(
                    "trust",
                    format!("{root} has content held back until the person accepts it"),
                    "only the person can accept it",
                ),
            }
        }
        Here::Trusted(_) => Check::ok("trust", format!("{root} is trusted: its reviewed lessons reach your agents")),
        _ => Check::warn(
            "trust",
            format!("{root} is not trusted: its {approved} approved lessons and its settings do not reach your agents"),
            match crate::agents::running_inside(crate::files::env::var) {
                None => format!("if you want them to, run: {}", trust::trust_command(project.root())),
                Some(_) => "only the person can decide to trust it".to_string(),
            },
        ),
    });
    if let Some(check) = sources_check(&env.data_dir, &here) {
        checks.push(check);
    }
    let when = if here.trusted().is_some() { "" } else { "(once trusted) " };
    let evidence = config::Layers::load(Some(&env.data_dir), Some(project), "evidence")
        .and_then(crate::systems::evidence::Settings::from_layers);
    if let Ok(settings) = evidence
        && settings.verify_from_project
        && let Some(pattern) = &settings.verify_pattern
    {
        checks.push(Check::warn(
            "checks",
            format!(
                "{when}{}: [evidence] verify_pattern = {pattern:?} makes the programs it matches count as checks that \
                 let an agent stop",
                project.config_path().display()
            ),
            "make sure it matches only programs that check (a test runner, a build), or remove it".to_string(),
        ));
    }
    // A protection the project turns off where you set nothing yourself: said, with its file.
    if let Ok(layers) = config::Layers::load(Some(&env.data_dir), Some(project), "evidence") {
        for (key, what) in [("stop_gate", "the Stop gate"), ("failure_notices", "failure notices")] {
            let off = layers.project_value(key).and_then(|v| v.as_bool()) == Some(false);
            if off && !layers.user_sets(key) {
                checks.push(Check::warn(
                    "config",
                    format!(
                        "{when}{}: [evidence] {key} = false turns {what} off for your agents here",
                        project.config_path().display()
                    ),
                    format!(
                        "your own `[evidence] {key} = true` in {} keeps it on",
                        env.data_dir.join(crate::files::project::CONFIG_FILE).display()
                    ),
                ));
            }
        }
    }
    for note in config_notes(&env.data_dir, project) {
        checks.push(Check::warn("config", format!("{when}{}: {}", note.file.display(), note.message), note.hint));
    }
    checks
}

/// What the project's `config.toml` says that is not used, and why (a command key, a value
/// that would loosen yours, a value that does not parse).
fn config_notes(data_dir: &Path, project: &Project) -> Vec<config::Note> {
    let load = |section| config::Layers::load(Some(data_dir), Some(project), section);
    let sections = [
        load("evidence").and_then(crate::systems::evidence::Settings::from_layers).map(|s| s.notes),
        load("provenance").and_then(crate::systems::provenance::Settings::from_layers).map(|s| s.notes),
    ];
    let mut notes = Vec::new();
    for section in sections {
        match section {
            Ok(found) => notes.extend(found),
            Err(e) => notes.push(config::Note {
                file: data_dir.join(crate::files::project::CONFIG_FILE),
                hint: e.hint().unwrap_or_else(|| "fix your config.toml".into()),
                message: e.to_string(),
            }),
        }
    }
    notes.dedup();
    notes
}

fn lessons_file_checks(name: &str, store: &Store) -> Vec<Check> {
    let parsed = match store.read() {
        Ok(parsed) => parsed,
        Err(e) => return vec![Check::fail(name, e.to_string(), "check the file's permissions")],
    };
    let path = store.path.display();
    if let Some(bad) = parsed.bad_lines.first() {
        return vec![Check::fail(
            name,
            format!("{path}:{}: {}", bad.line, bad.reason),
            "fix or remove that line by hand, then `agent-trace lessons fmt`",
        )];
    }
    let mut checks = Vec::new();
    let format = Fix::FormatLessons(store.path.clone());
    if parsed.conflict_markers {
        checks.push(
            Check::fail(
                name,
                format!("{path} has git conflict markers (a merge without the driver)"),
                "run `agent-trace doctor --fix` (it resolves them by the merge rule)",
            )
            .fixable(format.clone()),
        );
    }
    if parsed.duplicate_ids > 0 {
        checks.push(
            Check::fail(
                name,
                format!("{path} has {} duplicate ids", parsed.duplicate_ids),
                "run `agent-trace doctor --fix`",
            )
            .fixable(format.clone()),
        );
    }
    for refused in store.refusals().unwrap_or_default() {
        checks.push(Check::fail(
            name,
            format!("{path}:{}: {} (never delivered)", refused.line, refused.reason),
            "change it with `agent-trace lessons edit ID …`, or retire it",
        ));
    }
    if checks.is_empty() && !parsed.canonical {
        checks.push(
            Check::fail(name, format!("{path} is not in canonical form"), "run `agent-trace doctor --fix`")
                .fixable(format),
        );
    }
    if checks.is_empty() {
        let approved = parsed.lessons.iter().filter(|l| l.status == LessonStatus::Approved).count();
        checks
            .push(Check::ok(name, format!("{path}: {approved} approved, {} in all, canonical", parsed.lessons.len())));
    }
    checks
}

fn log_check(data_dir: &Path) -> Option<Check> {
    let lines = hook_log::tail(data_dir, 200);
    let today = crate::files::clock::now().ok()?.day("%Y-%m-%d");
    let recent: Vec<&String> = lines.iter().filter(|l| l.starts_with(&today)).collect();
    Some(match recent.last() {
        None => Check::ok("hook.log", "no errors today"),
        Some(last) => Check::warn(
            "hook.log",
            format!("{} entries today; the last: {last}", recent.len()),
            format!("see {}", data_dir.join("hook.log").display()),
        ),
    })
}

/// Rewrites a lessons file canonical (the `FormatLessons` fix).
pub fn format_lessons(path: &Path) -> Result<(), crate::systems::lessons::Error> {
    let global = Store::global()?;
    let store = if path == global.path {
        global
    } else {
        let root = path.parent().and_then(Path::parent).unwrap_or(path);
        Store::project(root)?
    };
    crate::systems::lessons::actions::fmt(&store, false).map(|_| ())
}

/// The shared lesson sources of a trusted project whose lock applies: their lessons cached and
/// verified against the lock, or what is missing (the hook never fetches them itself).
fn sources_check(data_dir: &Path, here: &Here) -> Option<Check> {
    let trusted = here.trusted()?;
    let project = trusted.project();
    if !project.sources_path().exists() && !project.lock_path().exists() {
        return None;
    }
    if !trusted.live().lock {
        return Some(Check::warn(
            "sources",
            "the shared lesson sources are held back with the lock (see trust)".to_string(),
            "the lessons of the sources the lock names reach your agents once you accept it",
        ));
    }
    let (files, problems) = crate::systems::recall::shared_files(data_dir, trusted);
    let lessons: usize = files.iter().filter_map(|f| f.allowed.as_ref()).map(|a| a.len()).sum();
    Some(match problems.first() {
        None => Check::ok(
            "sources",
            format!("{} shared sources, {lessons} lessons cached and verified against the lock", files.len()),
        ),
        Some(problem) => Check::warn(
            "sources",
            problem.clone(),
            "run `agent-trace sources sync` (init and the git hooks it offers run it)",
        ),
    })
}
