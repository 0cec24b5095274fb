//! `init`, `uninstall` and `doctor` against real agent configs written by others
//! (tests/fixtures/configs, see each SOURCES.md), in a temp home.

use std::path::{Path, PathBuf};

use predicates::str::contains;
use serde_json::Value;

use crate::support::{Env, read};

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/configs");

fn fixture(agent: &str, name: &str) -> String {
    read(&Path::new(FIXTURES).join(agent).join(name))
}

/// Where each agent's config lives under a home.
fn config_path(home: &Path, agent: &str) -> PathBuf {
    home.join(match agent {
        "claude-code" => ".claude/settings.json",
        "codex" => ".codex/hooks.json",
        "hermes" => ".hermes/config.yaml",
        "openclaw" => ".openclaw/openclaw.json",
        other => panic!("no config file for {other}"),
    })
}

/// A home holding one agent's config with `content`.
fn home_with(env: &Env, agent: &str, content: &str) -> PathBuf {
    let home = env.path().join(format!("home-{agent}"));
    let path = config_path(&home, agent);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(&path, content).unwrap();
    home
}

fn run(env: &Env, args: &[&str]) -> assert_cmd::assert::Assert {
    env.run(env.path(), args)
}

fn is_ours(handler: &Value) -> bool {
    handler["command"].as_str().is_some_and(|c| c.contains("agent-trace hook "))
}

/// The config with agent-trace's handlers (and what init created to hold them) taken out.
fn without_ours_json(after: &Value, before: &Value) -> Value {
    let mut value = after.clone();
    let Some(hooks) = value.get_mut("hooks").and_then(Value::as_object_mut) else { return value };
    for groups in hooks.values_mut() {
        if let Some(groups) = groups.as_array_mut() {
            groups.retain(|g| !g["hooks"].as_array().is_some_and(|h| h.iter().all(is_ours)));
        }
    }
    let before_hooks = before.get("hooks").and_then(Value::as_object);
    hooks.retain(|event, groups| {
        !groups.as_array().is_some_and(Vec::is_empty) || before_hooks.is_some_and(|b| b.contains_key(event))
    });
    if hooks.is_empty() && before_hooks.is_none() {
        value.as_object_mut().unwrap().remove("hooks");
    }
    value
}

fn assert_ours_come_last(after: &Value) {
    for (event, groups) in after["hooks"].as_object().unwrap() {
        let groups = groups.as_array().unwrap();
        let first_ours = groups.iter().position(|g| g["hooks"].as_array().is_some_and(|h| h.iter().any(is_ours)));
        if let Some(at) = first_ours {
            assert_eq!(at, groups.len() - 1, "{event}: agent-trace's group is appended after everyone else's");
        }
    }
}

#[test]
fn every_real_claude_and_codex_config_round_trips_and_keeps_foreign_entries() {
    let cases = [
        ("claude-code", "disler-claude-code-hooks-mastery.settings.json"),
        ("claude-code", "0maru-dotfiles.user-settings.json"),
        ("claude-code", "0maru-gh-zen.project-settings.json"),
        ("claude-code", "EATSTEAK-dotagents.settings-nohooks.json"),
        ("codex", "0maru-dotfiles.hooks.json"),
        ("codex", "0maru-gh-zen.project-hooks.json"),
    ];
    for (agent, name) in cases {
        let env = Env::new();
        let original = fixture(agent, name);
        let home = home_with(&env, agent, &original);
        let path = config_path(&home, agent);
        run(&env, &["init", "--home", home.to_str().unwrap(), "--agents", agent]).success();
        let after: Value = serde_json::from_str(&read(&path)).unwrap_or_else(|e| panic!("{name}: {e}"));
        let before: Value = serde_json::from_str(&original).unwrap();
        assert_eq!(without_ours_json(&after, &before), before, "{name}: every foreign entry and key is kept as it was");
        assert_ours_come_last(&after);
        for event in ["SessionStart", "UserPromptSubmit", "PreToolUse"] {
            let ours: Vec<&Value> = after["hooks"][event]
                .as_array()
                .unwrap()
                .iter()
                .flat_map(|g| g["hooks"].as_array().unwrap())
                .filter(|h| is_ours(h))
                .collect();
            assert_eq!(ours.len(), 1, "{name} {event}");
            assert!(ours[0]["command"].as_str().unwrap().ends_with(&format!("hook {agent} {event}")));
        }
        run(&env, &["uninstall", "--home", home.to_str().unwrap(), "--agents", agent]).success();
        assert_eq!(read(&path), original, "{name}: uninstall gives back the original bytes");
    }
}

#[test]
fn every_real_hermes_config_round_trips_with_its_comments() {
    for name in ["config.yaml.EATSTEAK-dotagents", "cli-config.yaml.example"] {
        let env = Env::new();
        let original = fixture("hermes", name);
        let home = home_with(&env, "hermes", &original);
        let path = config_path(&home, "hermes");
        run(&env, &["init", "--home", home.to_str().unwrap(), "--agents", "hermes"])
            .success()
            .stdout(contains("Hermes asks once for consent"));
        let after = read(&path);
        let comments = |text: &str| {
            text.lines().filter(|l| l.trim_start().starts_with('#')).map(str::to_string).collect::<Vec<_>>()
        };
        assert_eq!(comments(&after), comments(&original), "{name}: every comment line kept");
        let parsed: yaml_serde::Value = yaml_serde::from_str(&after).unwrap();
        let items = parsed["hooks"]["pre_llm_call"].as_sequence().unwrap();
        assert_eq!(items.len(), 1);
        assert!(items[0]["command"].as_str().unwrap().ends_with("hook hermes pre_llm_call"));
        assert_ne!(
            parsed.get("hooks_auto_accept").and_then(|v| v.as_bool()),
            Some(true),
            "consent is not switched off"
        );
        let mut before: yaml_serde::Value = yaml_serde::from_str(&original).unwrap();
        let mut stripped = parsed.clone();
        stripped.as_mapping_mut().unwrap().remove("hooks");
        before.as_mapping_mut().unwrap().remove("hooks");
        // Hermes gets the MCP server by default (its hooks cannot add context at tool time).
        let servers = stripped["mcp_servers"].as_mapping_mut().unwrap();
        assert!(servers.remove("agent-trace").is_some(), "{name}: the MCP server is registered");
        if servers.is_empty() && before.get("mcp_servers").is_none() {
            stripped.as_mapping_mut().unwrap().remove("mcp_servers");
        }
        assert_eq!(stripped, before, "{name}: everything but hooks and our MCP server is the same");
        run(&env, &["uninstall", "--home", home.to_str().unwrap(), "--agents", "hermes"]).success();
        assert_eq!(read(&path), original, "{name}: original bytes back");
    }
}

fn json5(text: &str) -> Value {
    jsonc_parser::cst::CstRootNode::parse(text, &Default::default()).unwrap().to_serde_value().unwrap()
}

#[test]
fn the_real_openclaw_config_gets_the_plugin_entry_and_its_files_and_round_trips() {
    let env = Env::new();
    let original = fixture("openclaw", "openclaw.json.Alfred-golden-config");
    let home = home_with(&env, "openclaw", &original);
    let path = config_path(&home, "openclaw");
    run(&env, &["init", "--home", home.to_str().unwrap(), "--agents", "openclaw"]).success();
    let after = json5(&read(&path));
    assert_eq!(after["plugins"]["entries"]["agent-trace"]["enabled"], true);
    let mut stripped = after.clone();
    stripped["plugins"]["entries"].as_object_mut().unwrap().remove("agent-trace");
    // The MCP server too, by default (the plugin cannot hand a lesson over at tool time).
    assert_eq!(stripped["mcp"]["servers"]["agent-trace"]["args"], serde_json::json!(["mcp"]));
    stripped["mcp"]["servers"].as_object_mut().unwrap().remove("agent-trace");
    if stripped["mcp"]["servers"].as_object().unwrap().is_empty() && json5(&original).get("mcp").is_none() {
        stripped.as_object_mut().unwrap().remove("mcp");
    }
    assert_eq!(stripped, json5(&original), "nothing else changed");
    let plugin = home.join(".openclaw/extensions/agent-trace");
    let manifest: Value = serde_json::from_str(&read(&plugin.join("openclaw.plugin.json"))).unwrap();
    assert_eq!(manifest["id"], "agent-trace");
    assert!(manifest["configSchema"].is_object());
    assert!(read(&plugin.join("index.js")).contains(crate::support::bin().to_str().unwrap()));

    run(&env, &["uninstall", "--home", home.to_str().unwrap(), "--agents", "openclaw"]).success();
    assert_eq!(read(&path), original);
    assert!(!plugin.exists(), "the plugin directory is gone");
}

#[test]
fn openclaw_allow_list_gets_the_plugin_only_when_there_is_one() {
    let env = Env::new();
    let home = home_with(&env, "openclaw", "{\n  // mine\n  plugins: { allow: ['memory-core'], },\n}\n");
    run(&env, &["init", "--home", home.to_str().unwrap(), "--agents", "openclaw"]).success();
    let text = read(&config_path(&home, "openclaw"));
    assert!(text.contains("// mine"), "{text}");
    let value = json5(&text);
    assert_eq!(value["plugins"]["allow"], serde_json::json!(["memory-core", "agent-trace"]));
}

#[test]
fn the_opencode_plugin_is_a_file_of_its_own() {
    let env = Env::new();
    let home = env.path().join("home");
    std::fs::create_dir_all(home.join(".config/opencode")).unwrap();
    run(&env, &["init", "--home", home.to_str().unwrap()]).success().stdout(contains("opencode"));
    let plugin = home.join(".config/opencode/plugins/agent-trace.js");
    let source = read(&plugin);
    assert!(
        source.contains("export default { id: \"agent-trace\", server }")
            && source.contains("[\"hook\", \"opencode\", event]")
            && source.contains("input: JSON.stringify(payload)"),
        "the plugin pipes its payload to `agent-trace hook` on stdin"
    );
    assert!(!source.contains("--prompt") && !source.contains("--input-json"), "nothing private in argv");
    assert_eq!(source.lines().filter(|l| l.starts_with("export ")).count(), 1, "one plugin, the default export");
    run(&env, &["uninstall", "--home", home.to_str().unwrap()]).success();
    assert!(!plugin.exists());
}

#[test]
fn a_second_init_changes_no_byte_and_takes_no_new_backup() {
    let env = Env::new();
    let home = home_with(&env, "claude-code", &fixture("claude-code", "0maru-dotfiles.user-settings.json"));
    let path = config_path(&home, "claude-code");
    run(&env, &["init", "--home", home.to_str().unwrap()]).success();
    let first = read(&path);
    let backup = path.with_file_name("settings.json.bak-20261130");
    assert_eq!(read(&backup), fixture("claude-code", "0maru-dotfiles.user-settings.json"));
    std::fs::write(&backup, "an older backup of the day").unwrap();
    run(&env, &["init", "--home", home.to_str().unwrap()]).success().stdout(contains("already set up"));
    assert_eq!(read(&path), first);
    assert_eq!(read(&backup), "an older backup of the day", "an existing backup is never overwritten");
    let backups = std::fs::read_dir(path.parent().unwrap())
        .unwrap()
        .filter(|e| e.as_ref().unwrap().file_name().to_string_lossy().contains(".bak-"))
        .count();
    assert_eq!(backups, 1);
}

#[test]
fn dry_run_prints_a_unified_diff_and_changes_nothing() {
    let env = Env::new();
    let original = fixture("claude-code", "0maru-gh-zen.project-settings.json");
    let home = home_with(&env, "claude-code", &original);
    run(&env, &["init", "--home", home.to_str().unwrap(), "--dry-run"])
        .success()
        .stdout(contains("--- ").and(contains("+++ ")).and(contains("+            \"command\": ")));
    assert_eq!(read(&config_path(&home, "claude-code")), original);
    assert!(!env.data_dir().join("installs.json").exists());
}

#[test]
fn a_config_that_does_not_parse_is_refused_with_its_line_and_nothing_is_written() {
    let env = Env::new();
    let home = home_with(&env, "claude-code", &fixture("claude-code", "0maru-gh-zen.project-settings.json"));
    let hermes = config_path(&home, "hermes");
    std::fs::create_dir_all(hermes.parent().unwrap()).unwrap();
    std::fs::write(&hermes, "model: x\nhooks:\n  pre_llm_call: [\n").unwrap();
    let claude_before = read(&config_path(&home, "claude-code"));
    run(&env, &["init", "--home", home.to_str().unwrap()])
        .code(2)
        .stderr(contains(format!("{}:", hermes.display())))
        .stderr(contains("nothing was changed"));
    assert_eq!(read(&config_path(&home, "claude-code")), claude_before, "no agent's file is written when one fails");

    let broken = home_with(&env, "codex", "{\n  \"hooks\": {\n    \"SessionStart\": [,]\n}\n");
    run(&env, &["init", "--home", broken.to_str().unwrap(), "--agents", "codex"])
        .code(2)
        .stderr(contains(format!("{}:3:", config_path(&broken, "codex").display())));
}

#[test]
fn writes_go_through_symlinks_and_keep_the_mode() {
    use std::os::unix::fs::PermissionsExt;
    let env = Env::new();
    let home = home_with(&env, "claude-code", &fixture("claude-code", "0maru-gh-zen.project-settings.json"));
    let path = config_path(&home, "claude-code");
    let target = env.path().join("dotfiles-settings.json");
    std::fs::rename(&path, &target).unwrap();
    std::os::unix::fs::symlink(&target, &path).unwrap();
    std::fs::set_permissions(&target, std::fs::Permissions::from_mode(0o600)).unwrap();
    run(&env, &["init", "--home", home.to_str().unwrap()]).success();
    assert!(std::fs::symlink_metadata(&path).unwrap().file_type().is_symlink());
    assert!(read(&target).contains("hook claude-code PreToolUse"));
    assert_eq!(std::fs::metadata(&target).unwrap().permissions().mode() & 0o777, 0o600);
}

#[test]
fn uninstall_after_someone_else_edited_the_file_removes_only_our_entries() {
    let env = Env::new();
    let home = home_with(&env, "codex", &fixture("codex", "0maru-dotfiles.hooks.json"));
    let path = config_path(&home, "codex");
    run(&env, &["init", "--home", home.to_str().unwrap()]).success();
    let edited = read(&path).replacen("\"hooks\": {", "\"hooks\": {\n    \"PreCompact\": [{\"hooks\": [{\"type\": \"command\", \"command\": \"notify-send done\"}]}],", 1);
    std::fs::write(&path, &edited).unwrap();
    let backup = format!("{}.bak-", path.file_name().unwrap().to_string_lossy());
    run(&env, &["uninstall", "--home", home.to_str().unwrap()])
        .success()
        .stdout(contains("removed agent-trace's entries"))
        // It says what it leaves: the backups it took, your data.
        .stdout(contains("Left in place:").and(contains(backup.as_str())).and(contains("your data")))
        .stdout(contains("agent-trace uninstall --purge"));
    let after: Value = serde_json::from_str(&read(&path)).unwrap();
    assert_eq!(after["hooks"]["PreCompact"][0]["hooks"][0]["command"], "notify-send done");
    assert!(!read(&path).contains("agent-trace hook"));
    let original: Value = serde_json::from_str(&fixture("codex", "0maru-dotfiles.hooks.json")).unwrap();
    for (event, groups) in original["hooks"].as_object().unwrap() {
        assert_eq!(&after["hooks"][event], groups, "{event} is as it was");
    }
    let backups = || {
        std::fs::read_dir(path.parent().unwrap())
            .unwrap()
            .filter(|e| e.as_ref().unwrap().file_name().to_string_lossy().starts_with(&backup))
            .count()
    };
    assert_eq!(backups(), 1);
    run(&env, &["uninstall", "--home", home.to_str().unwrap(), "--agents", "codex", "--purge"]).code(2);
    run(&env, &["uninstall", "--home", home.to_str().unwrap(), "--purge"]).success();
    assert_eq!(backups(), 0, "--purge removes the backups");
    assert!(!env.data_dir().exists(), "and the data directory");
    assert!(path.exists(), "never the config itself");
}

use predicates::prelude::PredicateBooleanExt;

/// Any shape a hand-edited config can take: never a panic; an unusable shape is refused naming
/// the file and the key, with nothing written; a usable one keeps everyone else's values.
#[test]
fn no_config_shape_makes_init_panic() {
    let refused = [
        (r#"{"hooks":{"PreToolUse":{"oops":1}}}"#, "hooks.PreToolUse"),
        (r#"{"hooks":{"SessionStart":"x","PreToolUse":[]}}"#, "hooks.SessionStart"),
        (r#"{"hooks":[]}"#, "hooks"),
        (r#"{"hooks":7}"#, "hooks"),
        (r#"[]"#, "top level"),
        (r#""text""#, "top level"),
    ];
    let kept = [
        r#"{"hooks":{"PreToolUse":[1,"x",null,{"hooks":5},{"hooks":[7,{"command":3}]}]}}"#,
        r#"{"hooks":{"Custom":{"mine":true}}}"#,
        r#"{"hooks":{}}"#,
    ];
    for agent in ["claude-code", "codex"] {
        for (content, key) in refused {
            let env = Env::new();
            let home = home_with(&env, agent, content);
            let out = run(&env, &["init", "--home", home.to_str().unwrap(), "--agents", agent]).code(2);
            let stderr = String::from_utf8_lossy(&out.get_output().stderr).into_owned();
            let path = config_path(&home, agent);
            assert!(stderr.contains(path.to_str().unwrap()) && stderr.contains(key), "{agent} {content}: {stderr}");
            assert_eq!(read(&path), content, "nothing written");
        }
        for content in kept {
            let env = Env::new();
            let home = home_with(&env, agent, content);
            run(&env, &["init", "--home", home.to_str().unwrap(), "--agents", agent]).success();
            let before: Value = serde_json::from_str(content).unwrap();
            let after: Value = serde_json::from_str(&read(&config_path(&home, agent))).unwrap();
            assert_eq!(without_ours_json(&after, &before), before, "{agent} {content}");
            run(&env, &["uninstall", "--home", home.to_str().unwrap(), "--agents", agent]).success();
            assert_eq!(read(&config_path(&home, agent)), content);
        }
    }
}

/// The same for OpenClaw's JSON5 and Hermes's YAML: a value init would have to overwrite, or a top
/// level that is not a mapping, is refused naming the file and the key; nothing is written.
#[test]
fn openclaw_and_hermes_shapes_init_cannot_use_are_refused() {
    let refused = [
        ("openclaw", "{plugins: 5}", "plugins"),
        ("openclaw", "{plugins: {entries: []}}", "plugins.entries"),
        ("openclaw", r#"{plugins: {entries: {"agent-trace": 5}}}"#, "plugins.entries.agent-trace"),
        ("openclaw", r#"{plugins: {entries: {"agent-trace": {hooks: 3}}}}"#, "plugins.entries.agent-trace.hooks"),
        ("openclaw", r#"{plugins: {allow: "x"}}"#, "plugins.allow"),
        ("openclaw", "[]", "top level"),
        ("hermes", "hooks: 5\n", "hooks: 5"),
        ("hermes", "- a\n", "top level"),
        ("hermes", "\"x\"\n", "top level"),
        ("hermes", "hooks:\n  pre_llm_call: 5\n", "pre_llm_call"),
    ];
    for (agent, content, key) in refused {
        let env = Env::new();
        let home = home_with(&env, agent, content);
        let out = run(&env, &["init", "--home", home.to_str().unwrap(), "--agents", agent]).code(2);
        let stderr = String::from_utf8_lossy(&out.get_output().stderr).into_owned();
        let path = config_path(&home, agent);
        assert!(stderr.contains(path.to_str().unwrap()) && stderr.contains(key), "{agent} {content}: {stderr}");
        assert!(stderr.contains("hint: add this by hand"), "{agent} {content}: {stderr}");
        assert_eq!(read(&path), content, "nothing written");
    }
}

/// A config that is not UTF-8 is refused, never rewritten through a lossy read (which would turn
/// the bytes it cannot read into U+FFFD in a file nobody asked us to change).
#[test]
fn a_config_that_is_not_utf8_is_refused_byte_for_byte() {
    let cases: [(&str, &[u8]); 4] = [
        ("claude-code", b"{\"model\": \"caf\xe9\"}\n"),
        ("codex", b"{\"note\": \"caf\xe9\"}\n"),
        ("hermes", b"# caf\xe9\nmodel: x\n"),
        ("openclaw", b"{ // caf\xe9\n}\n"),
    ];
    for (agent, bytes) in cases {
        let env = Env::new();
        let home = env.path().join("home");
        let path = config_path(&home, agent);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, bytes).unwrap();
        let out = run(&env, &["init", "--home", home.to_str().unwrap(), "--agents", agent]).code(2);
        let stderr = String::from_utf8_lossy(&out.get_output().stderr).into_owned();
        assert!(stderr.contains(path.to_str().unwrap()) && stderr.contains("UTF-8"), "{agent}: {stderr}");
        assert_eq!(std::fs::read(&path).unwrap(), bytes, "{agent}: untouched");
    }
}

/// Tool hooks start only for the tools that matter (Bash|Edit|Write|MultiEdit
/// at least, from the one vocabulary) and for every tool an approved lesson names; init in another
/// repository never narrows them, and doctor names a lesson no matcher reaches.
#[test]
fn tool_hooks_get_a_matcher_from_the_vocabulary_and_the_lessons() {
    let env = Env::new();
    let home = env.path().join("home");
    for dir in [".claude", ".codex"] {
        std::fs::create_dir_all(home.join(dir)).unwrap();
    }
    let home_arg = home.to_str().unwrap();
    let matchers = |agent: &str| -> Vec<(String, Option<String>)> {
        let config: Value = serde_json::from_str(&read(&config_path(&home, agent))).unwrap();
        let mut found = Vec::new();
        for (event, groups) in config["hooks"].as_object().unwrap() {
            for group in groups.as_array().unwrap() {
                if group["hooks"].as_array().unwrap().iter().any(is_ours) {
                    found.push((event.clone(), group["matcher"].as_str().map(str::to_string)));
                }
            }
        }
        found
    };
    let outside = env.path().join("outside");
    std::fs::create_dir_all(&outside).unwrap();
    env.run(&outside, &["init", "--home", home_arg]).success();
    let claude = "^(Bash|Edit|MultiEdit|NotebookEdit|Write)$";
    for (event, matcher) in matchers("claude-code") {
        let tool_event = event.contains("ToolUse");
        assert_eq!(matcher.as_deref(), tool_event.then_some(claude), "claude-code {event}");
    }
    let codex = "^(Bash|apply_patch|exec_command|local_shell|local_shell_call|shell)$";
    assert!(matchers("codex").contains(&("PreToolUse".into(), Some(codex.into()))), "{:?}", matchers("codex"));

    // A trusted repository's lesson for Read: init there adds Read, in the agent's own name.
    let repo = env.repo("r");
    env.run(&repo, &["lessons", "add", "--text", "Read the README first.", "--trigger", "pre_tool:Read"]).success();
    env.run(&repo, &["trust", "--yes"]).success();
    let doctor = env.cmd(&repo).args(["doctor", "--home", home_arg, "--runs", "1"]).output().unwrap();
    let said = String::from_utf8(doctor.stdout).unwrap();
    assert!(said.lines().any(|l| l.starts_with('✗') && l.contains("lesson") && l.contains("`Read`")), "{said}");
    env.run(&repo, &["init", "--home", home_arg]).success();
    // NotebookRead too: a lesson for Read reaches every tool the vocabulary calls a read.
    let widened = "^(Bash|Edit|MultiEdit|NotebookEdit|NotebookRead|Read|Write)$";
    assert!(matchers("claude-code").contains(&("PreToolUse".into(), Some(widened.into()))));
    // Init outside that repository keeps Read: the hooks serve every repository.
    env.run(&outside, &["init", "--home", home_arg]).success();
    assert!(matchers("claude-code").contains(&("PreToolUse".into(), Some(widened.into()))));
    let doctor = env.cmd(&repo).args(["doctor", "--home", home_arg, "--runs", "1"]).output().unwrap();
    let said = String::from_utf8(doctor.stdout).unwrap();
    assert!(!said.lines().any(|l| l.starts_with('✗')), "{said}");
}

/// agent-trace's MCP server in each agent's own MCP config: by default where the hooks
/// cannot hand a lesson over at some moment (Hermes, OpenCode), with `--mcp` everywhere, never
/// with `--no-mcp`; uninstall takes it out and gives the files back; an entry of that name that
/// runs something else is someone else's.
#[test]
fn init_registers_the_mcp_server_in_each_agents_own_config() {
    let env = Env::new();
    let home = env.path().join("home");
    for dir in [".claude", ".codex", ".hermes", ".config/opencode"] {
        std::fs::create_dir_all(home.join(dir)).unwrap();
    }
    let claude_json = home.join(".claude.json");
    std::fs::write(&claude_json, "{\n  \"numStartups\": 3,\n  \"mcpServers\": {\"mine\": {\"command\": \"x\"}}\n}\n")
        .unwrap();
    std::fs::write(home.join(".codex/config.toml"), "# mine\nmodel = \"o3\"\n").unwrap();
    let home_arg = home.to_str().unwrap();
    let bin = crate::support::bin();
    let bin = bin.to_str().unwrap();

    env.run(env.path(), &["init", "--home", home_arg]).success();
    assert!(!read(&claude_json).contains("agent-trace"), "not by default where hooks reach every moment");
    let hermes: yaml_serde::Value = yaml_serde::from_str(&read(&home.join(".hermes/config.yaml"))).unwrap();
    assert_eq!(hermes["mcp_servers"]["agent-trace"]["command"].as_str(), Some(bin));
    let opencode = json5(&read(&home.join(".config/opencode/opencode.json")));
    assert_eq!(opencode["mcp"]["agent-trace"]["command"], serde_json::json!([bin, "mcp"]));

    env.run(env.path(), &["init", "--home", home_arg, "--mcp"]).success();
    let claude: Value = serde_json::from_str(&read(&claude_json)).unwrap();
    assert_eq!(claude["mcpServers"]["agent-trace"]["args"], serde_json::json!(["mcp"]));
    assert_eq!(claude["mcpServers"]["mine"]["command"], "x");
    assert_eq!(claude["numStartups"], 3);
    let codex = read(&home.join(".codex/config.toml"));
    assert!(codex.starts_with("# mine\nmodel = \"o3\"\n") && codex.contains("[mcp_servers.agent-trace]"), "{codex}");
    let doctor = env.cmd(env.path()).args(["doctor", "--home", home_arg, "--runs", "1"]).output().unwrap();
    let said = String::from_utf8(doctor.stdout).unwrap();
    for agent in ["claude-code", "codex", "hermes", "opencode"] {
        assert!(said.contains(&format!("✓ {agent} mcp: runs")), "{agent}: {said}");
    }

    env.run(env.path(), &["uninstall", "--home", home_arg]).success();
    assert_eq!(read(&claude_json), "{\n  \"numStartups\": 3,\n  \"mcpServers\": {\"mine\": {\"command\": \"x\"}}\n}\n");
    assert_eq!(read(&home.join(".codex/config.toml")), "# mine\nmodel = \"o3\"\n");
    assert!(!home.join(".config/opencode/opencode.json").exists(), "init created it, uninstall removes it");

    // Someone else's server named agent-trace: init refuses to take it over, nothing written.
    let theirs = "{\"mcpServers\": {\"agent-trace\": {\"command\": \"/usr/bin/other-tool\"}}}\n";
    std::fs::write(&claude_json, theirs).unwrap();
    env.run(env.path(), &["init", "--home", home_arg, "--agents", "claude-code", "--mcp"])
        .code(2)
        .stderr(contains("someone else"));
    assert_eq!(read(&claude_json), theirs);
    env.run(env.path(), &["init", "--home", home_arg, "--agents", "claude-code", "--no-mcp"]).success();
    assert_eq!(read(&claude_json), theirs);
}

/// `init --backfill` runs the first scan at once, so the bad turns already recorded are
/// flagged without anyone remembering `agent-trace scan`; it harvests them, and ends with the
/// next steps.
#[test]
fn init_backfill_scans_the_transcripts_already_there() {
    let env = Env::new();
    let home = env.path().join("home");
    let projects = home.join(".claude/projects/-w");
    std::fs::create_dir_all(&projects).unwrap();
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/transcripts/claude-code/codemie-session-9eda1058.jsonl"),
        projects.join("9eda1058.jsonl"),
    )
    .unwrap();
    crate::support::flagged_claude_session(&home);
    run(&env, &["init", "--home", home.to_str().unwrap(), "--agents", "claude-code", "--backfill"]).success().stdout(
        contains("2 transcripts: 2 parsed")
            .and(contains("1 flag of the last 30 days"))
            .and(contains("1 candidate lesson "))
            .and(contains("review the candidates the scan proposed:  agent-trace lessons review"))
            .and(contains("agent-trace recall --agent claude-code --event pre_tool")),
    );
    let sessions = run(&env, &["sessions", "--json"]).success();
    let rows: Value = serde_json::from_slice(&sessions.get_output().stdout).unwrap();
    assert!(rows.as_array().unwrap().iter().any(|r| r["id"] == "9eda1058-9706-484a-b992-d03f9cfa2546"), "{rows}");
}
