//! `lessons stats`: the effect of a lesson, measured on Claude Code transcripts whose outcome is
//! known in advance. Each session is made of real records of a real transcript (the prompt, a
//! `Bash` call and its failed result in claude-reliability's fixture), repeated with other
//! commands and results; each delivery is made by the real hook from a payload Claude Code 2.1.332
//! sent.

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::support::{Env, added_id};

const RECORDS: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/transcripts/claude-code/claude-reliability-coverage-test-fix.jsonl"
);
const PRE_TOOL: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/payloads/claude-code/2.1.332/05-check-fail.cargo-test--PreToolUse.json"
);

/// One call of a session: its command, and whether it failed.
type Call = (&'static str, bool);

/// `minute` minutes and `second` seconds past 2026-11-10T09:00Z.
fn at(minute: u32, second: u32) -> String {
    format!("2026-11-10T{:02}:{:02}:{second:02}Z", 9 + minute / 60, minute % 60)
}

/// Writes a session in Claude Code's layout under `home`: its prompt at `start_minute`, then
/// call `n` of `calls` at minute `start_minute + 1 + n`.
fn write_session(home: &Path, repo: &Path, id: &str, start_minute: u32, calls: &[Call]) {
    let lines: Vec<Value> =
        std::fs::read_to_string(RECORDS).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let prompt = lines[1].clone();
    let call = lines.iter().find(|l| l["uuid"] == "13e55c39-078f-451c-879c-fabac6dbdf50").unwrap().clone();
    let result = lines.iter().find(|l| l["uuid"] == "729d5ff6-2ade-441f-ae2f-44ebb03df5d8").unwrap().clone();
    let mut out = Vec::new();
    let mut own = |mut record: Value, uuid: String, parent: Option<String>, time: String| {
        record["sessionId"] = id.into();
        record["cwd"] = repo.to_str().unwrap().into();
        record["uuid"] = uuid.into();
        record["parentUuid"] = parent.map_or(Value::Null, Value::from);
        record["timestamp"] = time.into();
        out.push(serde_json::to_string(&record).unwrap());
    };
    own(prompt, format!("{id}-p"), None, at(start_minute, 0));
    let mut parent = format!("{id}-p");
    for (n, (command, failed)) in calls.iter().enumerate() {
        let minute = start_minute + n as u32 + 1;
        let tool_id = format!("toolu_{id}_{n}");
        let mut c = call.clone();
        c["message"]["content"][0]["id"] = tool_id.clone().into();
        c["message"]["content"][0]["input"]["command"] = (*command).into();
        own(c, format!("{id}-c{n}"), Some(parent.clone()), at(minute, 0));
        let mut r = result.clone();
        r["message"]["content"][0]["tool_use_id"] = tool_id.into();
        r["message"]["content"][0]["is_error"] = (*failed).into();
        if !failed {
            // Each commit its own: the same result three times in a turn would be a loop.
            let said = format!("[master c0ffee{}] done", char::from(b'a' + n as u8));
            r["message"]["content"][0]["content"] = said.clone().into();
            r["toolUseResult"] = said.into();
        }
        r["sourceToolAssistantUUID"] = format!("{id}-c{n}").into();
        own(r, format!("{id}-r{n}"), Some(format!("{id}-c{n}")), at(minute, 1));
        parent = format!("{id}-r{n}");
    }
    let dir = home.join(".claude/projects/effect");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(format!("{id}.jsonl")), out.join("\n") + "\n").unwrap();
}

/// The real hook, before `command` in `session` at `when`, as Claude Code 2.1.332 called it.
fn deliver(env: &mut Env, repo: &Path, session: &str, command: &str, when: &str) -> String {
    let payload = std::fs::read_to_string(PRE_TOOL)
        .unwrap()
        .replace("__REPO__", repo.to_str().unwrap())
        .replace("__HOME__", env.path().join("home").to_str().unwrap())
        .replace("286fac84-ceec-465f-bfa0-e35c7cd8f3e4", session)
        .replace("cargo test --manifest-path rs/Cargo.toml broken_", command);
    env.set_now(when);
    let out = env.cmd(repo).args(["hook", "claude-code", "PreToolUse"]).write_stdin(payload).assert().success();
    String::from_utf8(out.get_output().stdout.clone()).unwrap()
}

struct Scene {
    env: Env,
    repo: PathBuf,
    stops: String,
    goes_on: String,
    never: String,
    unmeasured: String,
}

/// Three lessons whose effect is known: after `stops` is delivered, `git commit` stops failing;
/// after `goes_on`, `npm run build` fails as often as before; `never` is about a command no
/// session runs. `unmeasured` is a safety reminder at session start, which no rule measures.
fn scene() -> Scene {
    let mut env = Env::new();
    env.set_now("2026-11-01T00:00:00Z");
    let repo = env.repo("project");
    let home = env.path().join("home");
    let add = |args: &[&str]| added_id(&env.run(&repo, &[&["lessons", "add"][..], args].concat()).success());
    let stops = add(&["--text", "Look at git status before committing.", "--trigger", "pre_tool:Bash:git commit"]);
    let goes_on = add(&["--text", "Run npm install before the build.", "--trigger", "pre_tool:Bash:npm run build"]);
    let never = add(&["--text", "Plan before terraform apply.", "--trigger", "pre_tool:Bash:terraform apply"]);
    let unmeasured = add(&["--text", "Never print secrets.", "--category", "safety"]);
    env.run(&repo, &["trust", "--yes"]).success();

    let fail = |c| (c, true);
    let pass = |c| (c, false);
    let commit = "git add . && git commit -m wip";
    let build = "npm run build";
    // Without the lessons: commits fail 9 times in 12, builds 6 in 12.
    for (n, start) in [0u32, 20, 40].into_iter().enumerate() {
        let calls = [
            fail(commit),
            fail(commit),
            pass(commit),
            fail(build),
            pass(build),
            fail(commit),
            pass(build),
            fail(build),
        ];
        write_session(&home, &repo, &format!("without-{n}"), start, &calls);
    }
    // With them: the call that set the lesson off, then commits fail once in 12, builds 9 in 12.
    for (n, start) in [100u32, 120, 140].into_iter().enumerate() {
        let id = format!("with-{n}");
        let calls = [
            fail(commit),
            fail(build),
            pass(commit),
            fail(build),
            pass(commit),
            fail(build),
            pass(commit),
            pass(build),
            if n == 0 { fail(commit) } else { pass(commit) },
            fail(build),
        ];
        write_session(&home, &repo, &id, start, &calls);
        let out = deliver(&mut env, &repo, &id, commit, &at(start + 1, 0));
        assert!(out.contains("Look at git status"), "{out}");
        let out = deliver(&mut env, &repo, &id, build, &at(start + 2, 0));
        assert!(out.contains("npm install"), "{out}");
    }
    env.set_now("2026-11-20T00:00:00Z");
    env.run(&repo, &["scan", "--home", home.to_str().unwrap()]).success();
    Scene { env, repo, stops, goes_on, never, unmeasured }
}

fn row<'a>(rows: &'a [Value], id: &str) -> &'a Value {
    rows.iter().find(|r| r["id"] == id).unwrap_or_else(|| panic!("no row for {id}: {rows:?}"))
}

fn counts(row: &Value) -> [u64; 6] {
    ["sessions_with", "sessions_without", "relevant_with", "mistakes_with", "relevant_without", "mistakes_without"]
        .map(|k| row[k].as_u64().unwrap_or_else(|| panic!("{k} in {row}")))
}

#[test]
fn a_lesson_after_which_the_mistake_stops_helps_and_one_after_which_it_goes_on_does_not() {
    let s = scene();
    let out = s.env.run(&s.repo, &["lessons", "stats", "--json"]).success();
    let rows: Vec<Value> = serde_json::from_slice(&out.get_output().stdout).unwrap();

    let stops = row(&rows, &s.stops);
    // With it: the four commits after the one that set it off, in each of three sessions; one failed.
    assert_eq!(counts(stops), [3, 3, 12, 1, 12, 9], "{stops}");
    assert_eq!(stops["deliveries"], 3);
    assert_eq!(stops["verdict"], "helping", "{stops}");
    assert!(stops["p_value"].as_f64().unwrap() < 0.05);

    let goes_on = row(&rows, &s.goes_on);
    assert_eq!(counts(goes_on), [3, 3, 12, 9, 12, 6], "{goes_on}");
    assert_eq!(goes_on["verdict"], "not_helping", "{goes_on}");

    let never = row(&rows, &s.never);
    assert_eq!(counts(never), [0, 6, 0, 0, 0, 0]);
    assert_eq!(never["verdict"], "stale", "{never}");

    let unmeasured = row(&rows, &s.unmeasured);
    assert_eq!(unmeasured["verdict"], "no_evidence");
    assert!(unmeasured["why"].as_str().unwrap().contains("category safety"), "{unmeasured}");

    // Fewer calls than asked for on each side: no verdict either way.
    let out = s.env.run(&s.repo, &["lessons", "stats", "--json", "--min-relevant", "13"]).success();
    let rows: Vec<Value> = serde_json::from_slice(&out.get_output().stdout).unwrap();
    assert_eq!(row(&rows, &s.stops)["verdict"], "no_evidence");

    let table = s.env.run(&s.repo, &["lessons", "stats"]).success();
    let table = String::from_utf8(table.get_output().stdout.clone()).unwrap();
    let line = table.lines().find(|l| l.starts_with(&s.stops)).unwrap();
    assert!(line.contains("helping") && line.contains("1/12 8%") && line.contains("9/12 75%"), "{table}");
}

#[test]
fn teammates_figures_add_up_without_any_text_and_a_forged_file_is_refused() {
    let s = scene();
    let export = s.env.path().join("mine.json");
    s.env.run(&s.repo, &["lessons", "stats", "--export", export.to_str().unwrap()]).success();
    let text = std::fs::read_to_string(&export).unwrap();
    for private in ["git commit", "npm", "Look at git status", "with-0", "project"] {
        assert!(!text.contains(private), "{private:?} in the export: {text}");
    }
    let exported: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(exported["lessons"][&s.stops]["relevant_with"], 12);

    // A teammate's file with the same counts: the sums double; the same file twice counts once.
    let teammate = s.env.path().join("teammate.json");
    std::fs::write(&teammate, text.replace("\"deliveries\": 3", "\"deliveries\": 4")).unwrap();
    let t = teammate.to_str().unwrap();
    let out = s.env.run(&s.repo, &["lessons", "stats", "--json", "--import", t, t]).success();
    let rows: Vec<Value> = serde_json::from_slice(&out.get_output().stdout).unwrap();
    assert_eq!(counts(row(&rows, &s.stops)), [6, 6, 24, 2, 24, 18]);
    assert_eq!(row(&rows, &s.stops)["deliveries"], 7);

    // More mistakes than calls: no export wrote it. The error names the file and the line.
    let forged = s.env.path().join("forged.json");
    std::fs::write(&forged, text.replacen("\"mistakes_with\": 1,", "\"mistakes_with\": 99,", 1)).unwrap();
    let line = std::fs::read_to_string(&forged).unwrap().lines().position(|l| l.contains(&s.stops)).unwrap() + 1;
    s.env
        .run(&s.repo, &["lessons", "stats", "--import", forged.to_str().unwrap()])
        .code(2)
        .stderr(predicates::str::contains(format!("forged.json:{line}: lesson {}", s.stops)))
        .stderr(predicates::str::contains("more mistakes than relevant calls"));
    std::fs::write(&forged, "{\"agent_trace_effect\": 1,\n \"lessons\": {\"x\": 3}}").unwrap();
    s.env
        .run(&s.repo, &["lessons", "stats", "--import", forged.to_str().unwrap()])
        .code(2)
        .stderr(predicates::str::contains("forged.json:2:"));
}

/// `lessons review` offers, after the candidates, the lessons measured as not helping or stale,
/// with their figures: one is reworded, one retired; the helping one is not offered.
#[test]
fn review_offers_the_lessons_that_do_not_help_with_their_figures() {
    let s = scene();
    let out = s.env.run(&s.repo, &["lessons", "stats", "--json"]).success();
    let rows: Vec<Value> = serde_json::from_slice(&out.get_output().stdout).unwrap();
    let answers: String = rows
        .iter()
        .filter(|r| r["id"] == s.goes_on || r["id"] == s.never)
        .map(|r| if r["id"] == s.goes_on { "w\nRun npm ci first; the build needs a clean install.\n" } else { "r\n" })
        .collect();

    let (succeeded, shown) = s.env.run_on_terminal(&s.repo, "lessons review", &answers);
    assert!(succeeded, "{shown}");
    assert!(shown.contains("no candidates to review"), "{shown}");
    assert!(shown.contains("lesson 1/2") && shown.contains("lesson 2/2"), "{shown}");
    assert!(
        shown.contains("not_helping") && shown.contains("9 of 12 relevant calls went wrong, in 3 sessions"),
        "{shown}"
    );
    assert!(shown.contains("stale") && shown.contains("no relevant call in the last 60 days"), "{shown}");
    assert!(!shown.contains(&s.stops), "a helping lesson is not offered: {shown}");

    let records = crate::support::records(&crate::support::lessons_path(&s.repo));
    let of = |id: &str| crate::support::record(&records, id).unwrap().clone();
    assert_eq!(of(&s.goes_on)["text"], "Run npm ci first; the build needs a clean install.");
    assert_eq!(of(&s.goes_on)["status"], "approved");
    assert_eq!(of(&s.never)["status"], "retired");
    assert_eq!(of(&s.stops)["status"], "approved");
}

/// `report` writes one page with each lesson's rates, the deliveries, the flags, the candidates
/// and the stale lessons; a lesson's text is shown, never run, and the page asks for nothing.
#[test]
fn the_report_page_shows_the_figures_and_runs_nothing_from_a_lesson() {
    let s = scene();
    let hostile = "Quote </td><script>alert(1)</script> & \"friends\" carefully.";
    s.env.run(&s.repo, &["lessons", "add", "--candidate", "--text", hostile]).success();
    let out = s.env.path().join("report.html");
    s.env
        .run(&s.repo, &["report", "--out", out.to_str().unwrap()])
        .success()
        .stdout(predicates::str::contains("4 lessons, 6 deliveries"));
    let page = std::fs::read_to_string(&out).unwrap();
    assert!(!page.contains("<script") && page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "{page}");
    assert!(page.contains("default-src 'none'"), "no script, no request: {page}");
    assert!(!page.contains("http://") && !page.contains("https://"), "nothing from the network: {page}");
    for section in ["id=\"lessons\"", "id=\"deliveries\"", "id=\"flags\"", "id=\"candidates\"", "id=\"stale\""] {
        assert!(page.contains(section), "{section}");
    }
    let stops = page.lines().find(|l| l.contains(&format!("<code>{}</code>", s.stops))).unwrap();
    assert!(
        stops.contains(">helping<") && stops.contains(">8%<") && stops.contains(">75%<") && stops.contains("1/12"),
        "{stops}"
    );
    assert!(page.contains("6 deliveries of 2 lessons, per day"), "{page}");
    assert!(page.contains("tool_loop") || page.contains("same_error_repeat"), "the scan's flags: {page}");
    let stale = &page[page.find("id=\"stale\"").unwrap()..];
    assert!(stale.contains(&s.never) && !stale.contains(&s.stops), "{stale}");
    // The same input makes the same bytes.
    s.env.run(&s.repo, &["report", "--out", out.to_str().unwrap()]).success();
    assert_eq!(std::fs::read_to_string(&out).unwrap(), page);
}
