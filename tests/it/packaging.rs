//! What the packages ship and what the README says about the commands come from the binary
//! itself, so neither can drift from `--help`. (Building and installing the packages with the
//! real uv, pipx and npm is in tests/e2e/packages.rs.)

use std::path::Path;

use crate::support::Env;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");
const MAN_PAGE: &str = "packaging/python/agent_trace.data/data/share/man/man1/agent-trace.1";
/// The docs page that holds the generated command table.
const COMMANDS_PAGE: &str = "docs/src/commands.md";
const README_TABLE_START: &str = "<!-- commands: generated from --help by tests/it/packaging.rs -->\n";
const README_TABLE_END: &str = "<!-- end of commands -->\n";

fn repo_file(path: &str) -> String {
    std::fs::read_to_string(Path::new(ROOT).join(path)).unwrap()
}

fn help(env: &Env, words: &[&str]) -> String {
    let out = env.cmd(env.path()).args(words).arg("--help").output().unwrap();
    assert!(out.status.success(), "{words:?} --help failed");
    String::from_utf8(out.stdout).unwrap()
}

/// The `Commands:` of a help text: (name, summary), without `help`.
fn subcommands(help: &str) -> Vec<(String, String)> {
    let Some(start) = help.find("\nCommands:\n") else { return Vec::new() };
    help[start + "\nCommands:\n".len()..]
        .lines()
        .take_while(|line| line.starts_with("  "))
        .filter_map(|line| {
            let (name, summary) = line.trim().split_once(char::is_whitespace)?;
            (name != "help").then(|| (name.to_string(), summary.trim().to_string()))
        })
        .collect()
}

/// One row per command a person runs: its words, what it does, and whether it takes --json and
/// --dry-run, read from each command's own --help.
fn command_table(env: &Env) -> String {
    let mut rows =
        vec!["| command | what it does | `--json` | `--dry-run` |".to_string(), "|---|---|:-:|:-:|".to_string()];
    let mut stack: Vec<(Vec<String>, String)> =
        subcommands(&help(env, &[])).into_iter().rev().map(|(name, summary)| (vec![name], summary)).collect();
    while let Some((words, summary)) = stack.pop() {
        let args: Vec<&str> = words.iter().map(String::as_str).collect();
        let text = help(env, &args);
        let children = subcommands(&text);
        if children.is_empty() {
            let has = |flag: &str| if text.contains(&format!("      {flag}")) { "✓" } else { "" };
            let summary = summary.replace('|', "\\|");
            rows.push(format!(
                "| `agent-trace {}` | {summary} | {} | {} |",
                words.join(" "),
                has("--json"),
                has("--dry-run")
            ));
        }
        for (name, summary) in children.into_iter().rev() {
            stack.push(([words.clone(), vec![name]].concat(), summary));
        }
    }
    rows.join("\n") + "\n"
}

#[test]
fn the_documented_command_table_is_the_one_help_gives() {
    let env = Env::new();
    let table = command_table(&env);
    let readme_path = Path::new(ROOT).join(COMMANDS_PAGE);
    let readme = repo_file(COMMANDS_PAGE);
    let start =
        readme.find(README_TABLE_START).expect("README has the generated command table") + README_TABLE_START.len();
    let end = start + readme[start..].find(README_TABLE_END).expect("the table has its end marker");
    if readme[start..end] != table && std::env::var_os("AGENT_TRACE_UPDATE_README").is_some() {
        std::fs::write(&readme_path, format!("{}{table}{}", &readme[..start], &readme[end..])).unwrap();
        return;
    }
    assert_eq!(
        readme[start..end],
        table,
        "{COMMANDS_PAGE}'s command table differs from --help; rerun with AGENT_TRACE_UPDATE_README=1"
    );
    // Every command the README and the docs show someone running (in code) exists.
    let top: Vec<String> = subcommands(&help(&env, &[])).into_iter().map(|(name, _)| name).collect();
    let mut pages = vec![repo_file("README.md")];
    for entry in std::fs::read_dir(Path::new(ROOT).join("docs/src")).unwrap() {
        pages.push(std::fs::read_to_string(entry.unwrap().path()).unwrap());
    }
    let mut in_block = false;
    for line in pages.iter().flat_map(|page| page.lines()) {
        if line.starts_with("```") {
            in_block = !in_block;
            continue;
        }
        let starts = line.match_indices("`agent-trace ").map(|(at, m)| &line[at + m.len()..]);
        let block = (in_block && line.starts_with("agent-trace ")).then(|| &line["agent-trace ".len()..]);
        for rest in starts.chain(block) {
            let word = rest.split(|c: char| c.is_whitespace() || c == '`').next().unwrap_or_default();
            // A command word, not a flag or printed output ("agent-trace evidence: the check …").
            if !word.is_empty() && !word.starts_with('-') && word.chars().all(|c| c.is_ascii_lowercase() || c == '-') {
                assert!(top.iter().any(|t| t == word), "the docs run `agent-trace {word}`, which --help does not list");
            }
        }
    }
}

#[test]
fn the_packaged_man_page_is_the_one_the_binary_prints() {
    let env = Env::new();
    let printed = env.run(env.path(), &["man"]).success().get_output().stdout.clone();
    assert_eq!(
        String::from_utf8(printed).unwrap(),
        repo_file(MAN_PAGE),
        "{MAN_PAGE} is stale: regenerate it with `agent-trace man > {MAN_PAGE}`"
    );
}

#[test]
fn the_release_builds_every_platform_the_npm_package_names() {
    let script = repo_file("scripts/package.sh");
    let platforms: Vec<&str> = script
        .lines()
        .find_map(|line| line.strip_prefix("PLATFORMS=\""))
        .and_then(|rest| rest.strip_suffix('"'))
        .unwrap()
        .split(' ')
        .collect();
    let workflow = repo_file(".github/workflows/release.yml");
    let mut built: Vec<(&str, &str)> = workflow
        .lines()
        .filter_map(|line| {
            let target = line.split("target: ").nth(1)?.split(',').next()?;
            let platform = line.split("platform: ").nth(1)?.split(' ').next()?;
            Some((platform, target))
        })
        .collect();
    built.sort();
    let mut names: Vec<&str> = built.iter().map(|(p, _)| *p).collect();
    names.dedup();
    let mut expected = platforms.clone();
    expected.sort();
    assert_eq!(names, expected, "the release's matrix and package.sh's PLATFORMS differ");
    for (platform, target) in built {
        let (os, cpu) = platform.split_once('-').unwrap();
        let arch = if cpu == "x64" { "x86_64" } else { "aarch64" };
        let system = if os == "darwin" { "apple-darwin" } else { "unknown-linux-gnu" };
        assert_eq!(target, format!("{arch}-{system}"), "{platform} is built for the wrong target");
    }
    // The version every package takes is Cargo's, and the Python package asks for it.
    assert!(repo_file("pyproject.toml").contains("dynamic = [\"version\"]"));
    assert!(script.contains("sed -n 's/^version = "));
}
