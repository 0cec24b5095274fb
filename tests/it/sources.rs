//! Shared lesson sources with real git: a bare repository with tags as the organisation's
//! lessons, consuming repositories that add, lock, sync, update, freeze and override them, and the
//! failures: a branch, an impostor tag, an unreachable source, a hand-edited lock, a bad lesson.

use std::path::{Path, PathBuf};

use predicates::str::contains;

use crate::support::{Env, added_id};

const PRE_TOOL: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/payloads/claude-code/2.1.332/05-check-fail.cargo-test--PreToolUse.json"
);

struct Org {
    /// Where the lessons are written and tagged.
    work: PathBuf,
    /// The bare repository the consumers name as the source's URL.
    url: String,
    force_push: String,
    migrations: String,
}

/// The organisation's lessons repository: v1.0.0 with one lesson, v1.1.0 with a second.
fn org(env: &Env) -> Org {
    let work = env.repo("org-lessons");
    let add = |args: &[&str]| added_id(&env.run(&work, &[&["lessons", "add"][..], args].concat()).success());
    let force_push = add(&["--text", "ORG: never force-push to main.", "--trigger", "pre_tool:Bash:git push.*--force"]);
    env.git(&work, &["add", "."]);
    env.git(&work, &["commit", "-qm", "first lesson"]);
    env.git(&work, &["tag", "v1.0.0"]);
    let migrations =
        add(&["--text", "ORG: run the migration check before a deploy.", "--trigger", "pre_tool:Bash:deploy"]);
    env.git(&work, &["commit", "-qam", "second lesson"]);
    env.git(&work, &["tag", "-a", "v1.1.0", "-m", "v1.1.0"]);
    let bare = env.path().join("org-lessons.git");
    env.git(env.path(), &["clone", "-q", "--bare", work.to_str().unwrap(), bare.to_str().unwrap()]);
    Org { work, url: bare.to_string_lossy().into_owned(), force_push, migrations }
}

/// Publishes the work repository's tags and branches to the bare one.
fn publish(env: &Env, org: &Org) {
    env.git(&org.work, &["push", "-q", "--force", &org.url, "--tags", "+refs/heads/*:refs/heads/*"]);
}

/// What the real hook gives Claude Code before `command` in `repo`.
fn before(env: &Env, repo: &Path, command: &str) -> String {
    let payload = std::fs::read_to_string(PRE_TOOL)
        .unwrap()
        .replace("__REPO__", repo.to_str().unwrap())
        .replace("__HOME__", env.path().join("home").to_str().unwrap())
        .replace("cargo test --manifest-path rs/Cargo.toml broken_", command);
    let out = env.cmd(repo).args(["hook", "claude-code", "PreToolUse"]).write_stdin(payload).assert().success();
    String::from_utf8(out.get_output().stdout.clone()).unwrap()
}

/// The commit the repository's lock pins its one source to.
fn commit_of(_env: &Env, repo: &Path) -> String {
    let lock = read(repo.join(".agent-trace/sources.lock"));
    let at = lock.find("\"commit\":\"").unwrap() + 10;
    lock[at..at + 40].to_string()
}

/// A repository named `name` that takes the organisation's lessons (at `rev`, else the newest
/// tag), committed.
fn subscribed(env: &Env, org: &Org, name: &str, rev: Option<&str>) -> PathBuf {
    let repo = env.repo(name);
    let mut args = vec!["sources", "add", org.url.as_str()];
    args.extend(rev.map(|rev| ["--rev", rev]).into_iter().flatten());
    env.run(&repo, &args).success();
    env.git(&repo, &["add", "."]);
    env.git(&repo, &["commit", "-qm", "take the organisation's lessons"]);
    repo
}

/// A trusted repository named `name` that takes the organisation's newest lessons, fetched.
fn synced(env: &Env, org: &Org, name: &str) -> PathBuf {
    let repo = env.repo(name);
    env.run(&repo, &["sources", "add", &org.url]).success();
    env.run(&repo, &["trust", "--yes"]).success();
    env.run(&repo, &["sources", "sync"]).success();
    repo
}

/// Another machine (its own home and data dir) with a clone of `upstream`.
fn clone_elsewhere(upstream: &Path) -> (Env, PathBuf) {
    let other = Env::new();
    let clone = other.path().join(upstream.file_name().unwrap());
    other.git(other.path(), &["clone", "-q", upstream.to_str().unwrap(), clone.to_str().unwrap()]);
    (other, clone)
}

fn read(path: PathBuf) -> String {
    std::fs::read_to_string(path).unwrap()
}

#[test]
fn a_tagged_source_is_locked_synced_and_delivered_with_its_name() {
    let env = Env::new();
    let org = org(&env);
    let repo = env.repo("service");
    env.run(&repo, &["sources", "add", &org.url])
        .success()
        .stdout(contains("added org-lessons@v1.1.0 (2 lessons)"))
        .stdout(contains(format!("added    {}", org.force_push)));
    let manifest = read(repo.join(".agent-trace/sources.toml"));
    assert!(manifest.contains("rev = \"v1.1.0\""), "the newest tag: {manifest}");
    let lock = read(repo.join(".agent-trace/sources.lock"));
    let commit = env.git(&org.work, &["rev-parse", "v1.1.0^{commit}"]);
    assert!(lock.contains(commit.trim()), "the annotated tag's commit, not the tag object: {lock}");
    assert_eq!(lock.lines().count(), 3, "the source and a line per lesson: {lock}");
    assert!(lock.contains(&format!("\"lesson\":\"{}\"", org.migrations)));

    // Not trusted: nothing is fetched for it and nothing delivered.
    env.run(&repo, &["sources", "sync"]).code(2).stderr(contains("not trusted"));
    env.git(&repo, &["add", "."]);
    env.git(&repo, &["commit", "-qm", "take the organisation's lessons"]);
    env.run(&repo, &["trust", "--yes"]).success();
    env.run(&repo, &["sources", "sync"]).success().stdout(contains("cached   org-lessons@v1.1.0"));
    env.run(&repo, &["doctor"]).stdout(contains("1 shared sources, 2 lessons cached and verified against the lock"));
    let context = before(&env, &repo, "git push --force origin main");
    assert!(context.contains("ORG: never force-push to main."), "{context}");
    assert!(context.contains(&format!("[{} · org-lessons@v1.1.0", org.force_push)), "it names its source: {context}");
    let stats = env.run(&repo, &["lessons", "stats", "--json"]).success();
    let rows: Vec<serde_json::Value> = serde_json::from_slice(&stats.get_output().stdout).unwrap();
    let row = rows.iter().find(|r| r["id"] == org.force_push.as_str()).unwrap();
    assert_eq!((row["scope"].as_str(), row["deliveries"].as_u64()), (Some("shared"), Some(1)), "measured too: {row}");

    // A second repository pinned to the older tag gets only the lesson that tag had.
    let other = env.repo("website");
    env.run(&other, &["sources", "add", &org.url, "--rev", "v1.0.0"]).success().stdout(contains("(1 lessons)"));
    env.run(&other, &["trust", "--yes"]).success();
    assert!(before(&env, &other, "git push --force origin main").contains("org-lessons@v1.0.0"));
    assert!(!before(&env, &other, "./deploy production").contains("migration check"));
    env.run(&other, &["sources", "list"]).success().stdout(contains("org-lessons@v1.0.0")).stdout(contains("cache ok"));
}

#[test]
fn a_branch_a_missing_tag_and_a_url_that_is_an_option_are_refused_and_nothing_is_written() {
    let env = Env::new();
    let org = org(&env);
    let repo = env.repo("service");
    let branch = env.git(&org.work, &["branch", "--show-current"]);
    env.run(&repo, &["sources", "add", &org.url, "--rev", branch.trim()])
        .code(2)
        .stderr(contains("is a branch, and a branch moves"))
        .stderr(contains("--rev v1.0.0"));
    env.run(&repo, &["sources", "add", &org.url, "--rev", "v9.9.9"]).code(2).stderr(contains("has no tag or commit"));
    env.run(&repo, &["sources", "add", "--", "--upload-pack=touch /tmp/pwned"])
        .code(2)
        .stderr(contains("git would read it as an option"));
    assert!(!repo.join(".agent-trace/sources.toml").exists() && !repo.join(".agent-trace/sources.lock").exists());
}

#[test]
fn update_shows_what_changes_check_fails_ci_freeze_pins_and_a_dropped_lesson_in_use_is_refused() {
    let env = Env::new();
    let org = org(&env);
    let repo = env.repo("service");
    env.run(&repo, &["sources", "add", &org.url, "--rev", "v1.0.0"]).success();
    let lock_before = read(repo.join(".agent-trace/sources.lock"));

    env.run(&repo, &["sources", "update", "--check"])
        .code(1)
        .stdout(contains("v1.0.0 -> v1.1.0"))
        .stdout(contains(format!("added    {}", org.migrations)))
        .stderr(contains("1 source(s) can be updated"));
    assert_eq!(read(repo.join(".agent-trace/sources.lock")), lock_before, "--check writes nothing");

    env.run(&repo, &["sources", "update", "--freeze"]).success();
    let manifest = read(repo.join(".agent-trace/sources.toml"));
    let commit = env.git(&org.work, &["rev-parse", "v1.1.0^{commit}"]);
    assert!(manifest.contains(&format!("rev = \"{}\"  # frozen: v1.1.0", commit.trim())), "{manifest}");
    env.run(&repo, &["sources", "update", "--check"]).success().stdout(contains("up to date"));

    // v2.0.0 drops the migration lesson, which the repository names in `only`.
    let text = std::fs::read_to_string(repo.join(".agent-trace/sources.toml")).unwrap();
    std::fs::write(
        repo.join(".agent-trace/sources.toml"),
        text.replace("\nrev =", &format!("\nonly = [\"{}\", \"{}\"]\nrev =", org.force_push, org.migrations)),
    )
    .unwrap();
    env.run(&org.work, &["lessons", "retire", &org.migrations]).success();
    env.git(&org.work, &["commit", "-qam", "retire"]);
    env.git(&org.work, &["tag", "v2.0.0"]);
    publish(&env, &org);
    let lock = read(repo.join(".agent-trace/sources.lock"));
    env.run(&repo, &["sources", "update"])
        .code(2)
        .stderr(contains(format!("would drop lessons this repository still names: {}", org.migrations)));
    assert_eq!(read(repo.join(".agent-trace/sources.lock")), lock, "a refused update writes nothing");
}

#[test]
fn the_repositorys_own_lesson_of_the_same_id_wins_and_except_leaves_one_out() {
    let env = Env::new();
    let org = org(&env);
    let repo = synced(&env, &org, "service");
    assert!(before(&env, &repo, "./deploy production").contains("org-lessons@v1.1.0"));

    // `except` in sources.toml leaves a lesson out of the lock at the next update.
    let manifest = read(repo.join(".agent-trace/sources.toml"));
    std::fs::write(repo.join(".agent-trace/sources.toml"), manifest + &format!("except = [\"{}\"]\n", org.force_push))
        .unwrap();
    env.run(&repo, &["sources", "update"]).success().stdout(contains(format!("removed  {}", org.force_push)));
    env.run(&repo, &["trust", "--yes"]).success();
    assert!(!before(&env, &repo, "git push --force origin main").contains("ORG:"));

    // The repository takes the source's lessons into its own file, and retires one there.
    let source_file = org.work.join(".agent-trace/lessons.jsonl");
    env.run(&repo, &["lessons", "import", source_file.to_str().unwrap()]).success();
    env.run(&repo, &["lessons", "retire", &org.migrations]).success();
    env.run(&repo, &["trust", "--yes"]).success();
    let context = before(&env, &repo, "./deploy production");
    assert!(!context.contains("migration check"), "its own retired copy wins: {context}");
}

#[test]
fn an_impostor_tag_an_unreachable_source_and_an_edited_lock_are_refused_and_what_was_delivered_stays() {
    let env = Env::new();
    let org = org(&env);
    let first = env.repo("service");
    env.run(&first, &["sources", "add", &org.url]).success();
    env.git(&first, &["add", "."]);
    env.git(&first, &["commit", "-qm", "lessons from the organisation"]);
    env.run(&first, &["trust", "--yes"]).success();
    env.run(&first, &["sources", "sync"]).success();
    // A teammate's clone of the service, on a machine that has not fetched the lessons yet.
    let teammate = Env::new();
    let second = teammate.path().join("service");
    teammate.git(teammate.path(), &["clone", "-q", first.to_str().unwrap(), second.to_str().unwrap()]);
    teammate.run(&second, &["trust", "--yes"]).success();

    // v1.1.0 is moved to another commit upstream.
    std::fs::write(org.work.join("README"), "changed\n").unwrap();
    env.git(&org.work, &["commit", "-qam", "not what v1.1.0 was"]);
    env.git(&org.work, &["tag", "-f", "-a", "v1.1.0", "-m", "moved"]);
    publish(&env, &org);
    teammate.run(&second, &["sources", "sync"]).code(2).stderr(contains("tag v1.1.0 of")).stderr(contains("refused"));
    assert!(!before(&teammate, &second, "git push --force origin main").contains("ORG:"));
    // The first clone's cache holds the locked commit: no network needed, still delivered.
    env.run(&first, &["sources", "sync"]).success().stdout(contains("cached"));
    assert!(before(&env, &first, "git push --force origin main").contains("ORG: never force-push"));

    // The source is gone: a clear error, and the lessons delivered before still are.
    std::fs::rename(&org.url, env.path().join("moved-away.git")).unwrap();
    let lock = read(second.join(".agent-trace/sources.lock"));
    teammate.run(&second, &["sources", "sync"]).code(2).stderr(contains("could not list its tags"));
    assert_eq!(read(second.join(".agent-trace/sources.lock")), lock);
    assert!(before(&env, &first, "git push --force origin main").contains("ORG: never force-push"));
    env.run(&first, &["sources", "update"]).code(2).stderr(contains("could not list its tags"));

    // A lock edited by hand to name another digest: the lesson is not delivered, and the person
    // hears it (never the model).
    let lock = read(first.join(".agent-trace/sources.lock"));
    let edited: String = lock
        .lines()
        .map(|l| match l.contains(&format!("\"lesson\":\"{}\"", org.force_push)) {
            true => {
                let at = l.find("\"sha256\":\"").unwrap() + 10;
                format!("{}{}{}", &l[..at], "0".repeat(64), &l[at + 64..])
            }
            false => l.to_string(),
        })
        .map(|l| l + "\n")
        .collect();
    let lock_path = first.join(".agent-trace/sources.lock");
    std::fs::write(&lock_path, edited).unwrap();
    // The same size as before: a later mtime lets git see the edit (a racily clean file is not).
    let later = std::time::SystemTime::now() + std::time::Duration::from_secs(5);
    std::fs::File::options().write(true).open(&lock_path).unwrap().set_modified(later).unwrap();
    let context = before(&env, &first, "git push --force origin main");
    assert!(!context.contains("ORG:"), "{context}");
    env.run(&first, &["sources", "list"]).success().stdout(contains("cache stale"));
    // With the source back, sync compares the lock with the source itself: refused, unwritten.
    std::fs::rename(env.path().join("moved-away.git"), &org.url).unwrap();
    env.git(&org.work, &["tag", "-f", "-a", "v1.1.0", "-m", "back", &commit_of(&env, &first)]);
    publish(&env, &org);
    env.run(&first, &["sources", "sync"])
        .code(2)
        .stderr(contains(format!("the lock does not match {}", org.url)))
        .stderr(contains(format!("lesson {} has another text there", org.force_push)));
    env.run(&first, &["doctor"]).stdout(contains("1 of the lessons the lock names are not in the cache"));
}

#[test]
fn a_bad_lesson_in_the_source_is_left_out_with_its_source_and_id_and_the_others_load() {
    let env = Env::new();
    let org = org(&env);
    let file = org.work.join(".agent-trace/lessons.jsonl");
    let text = std::fs::read_to_string(&file).unwrap();
    let line = text.lines().find(|l| l.contains(&org.migrations)).unwrap();
    let hidden = line.replace("ORG: run", "ORG: \u{202e}run");
    std::fs::write(&file, text.replace(line, &hidden)).unwrap();
    env.git(&org.work, &["commit", "-qam", "a hidden character"]);
    env.git(&org.work, &["tag", "v1.2.0"]);
    publish(&env, &org);
    let repo = env.repo("service");
    env.run(&repo, &["sources", "add", &org.url])
        .success()
        .stdout(contains("(1 lessons)"))
        .stdout(contains(format!("left out lesson {}", org.migrations)))
        .stdout(contains("does not show on a screen"));
    let lock = read(repo.join(".agent-trace/sources.lock"));
    assert!(lock.contains(&org.force_push) && !lock.contains(&org.migrations), "{lock}");
}

#[test]
fn a_lock_changed_in_commits_nobody_reviewed_is_held_back() {
    let env = Env::new();
    let org = org(&env);
    let repo = env.repo("service");
    env.run(&repo, &["trust", "--yes"]).success();
    // Someone else's branch adds the source; checking it out does not make it live.
    let theirs = env.path().join("their-clone");
    env.git(env.path(), &["clone", "-q", repo.to_str().unwrap(), theirs.to_str().unwrap()]);
    env.run(&theirs, &["sources", "add", &org.url]).success();
    env.git(&theirs, &["checkout", "-qb", "their-pr"]);
    env.git(&theirs, &["add", "."]);
    env.git(&theirs, &["commit", "-qm", "take more lessons"]);
    env.git(&repo, &["fetch", "-q", theirs.to_str().unwrap(), "their-pr:their-pr"]);
    env.git(&repo, &["checkout", "-q", "their-pr"]);
    env.run(&repo, &["doctor"]).stdout(contains("the shared lesson sources in .agent-trace/sources.lock"));
    let context = before(&env, &repo, "git push --force origin main");
    assert!(!context.contains("ORG:"), "held back: {context}");
}

/// A teammate's clone: `init` writes the git hooks and fetches the locked lessons; a pull that
/// moves the lock runs the post-merge hook, so the new lesson is there without a command; and
/// `uninstall --repo` takes the hooks out again.
#[test]
fn init_and_a_pull_keep_a_teammates_cache_in_step_with_the_lock() {
    let env = Env::new();
    let org = org(&env);
    let upstream = subscribed(&env, &org, "service", Some("v1.0.0"));

    let (teammate, clone) = clone_elsewhere(&upstream);
    let home = teammate.path().join("home");
    std::fs::create_dir_all(home.join(".claude")).unwrap();
    teammate
        .run(&clone, &["init", "--home", home.to_str().unwrap(), "--agents", "claude-code", "--trust"])
        .success()
        .stdout(contains("git post-merge hook runs `agent-trace sources sync`"))
        .stdout(contains("shared lessons: 1 sources in the cache"));
    assert!(before(&teammate, &clone, "git push --force origin main").contains("org-lessons@v1.0.0"));
    assert!(!before(&teammate, &clone, "./deploy production").contains("ORG:"));

    env.run(&upstream, &["sources", "update"]).success();
    env.git(&upstream, &["commit", "-qam", "org lessons v1.1.0"]);
    teammate.git(&clone, &["pull", "-q", "--ff-only"]);
    // The hook fetches in the background (a pull never waits on the network): a liveness bound.
    let started = std::time::Instant::now();
    let context = loop {
        let context = before(&teammate, &clone, "./deploy production");
        if context.contains("ORG: run the migration check") || started.elapsed() > std::time::Duration::from_secs(60) {
            break context;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
    };
    assert!(context.contains("ORG: run the migration check") && context.contains("org-lessons@v1.1.0"), "{context}");

    // The person added a line of their own to one hook: that one is theirs now, and stays.
    let checkout = clone.join(".git/hooks/post-checkout");
    let theirs = std::fs::read_to_string(&checkout).unwrap() + "echo checked out\n";
    std::fs::write(&checkout, &theirs).unwrap();
    teammate
        .run(&clone, &["uninstall", "--home", home.to_str().unwrap(), "--repo"])
        .success()
        .stdout(contains("git post-merge hook of agent-trace taken out"));
    assert!(!clone.join(".git/hooks/post-merge").exists());
    assert_eq!(std::fs::read_to_string(&checkout).unwrap(), theirs, "a person's edit survives uninstall");
}

/// A clone whose lock came without the git hooks (cloned before init, say): `watch` fetches what
/// the lock names, once, and says so.
#[test]
fn watch_fetches_the_lessons_a_trusted_lock_names_when_the_cache_lacks_them() {
    let env = Env::new();
    let org = org(&env);
    let upstream = subscribed(&env, &org, "service", None);
    let (teammate, clone) = clone_elsewhere(&upstream);
    teammate.run(&clone, &["trust", "--yes"]).success();
    teammate.run(&clone, &["lessons", "list"]).success().stderr(contains("its lessons are not in the cache"));
    let home = teammate.path().join("home");
    std::fs::create_dir_all(&home).unwrap();
    teammate
        .run(teammate.path(), &["watch", "--once", "--home", home.to_str().unwrap()])
        .success()
        .stderr(contains("fetched the shared lessons of org-lessons@v1.1.0"));
    assert!(before(&teammate, &clone, "git push --force origin main").contains("org-lessons@v1.1.0"));
}

/// A clone of a stranger's repository whose only agent-trace files are the sources: `init` does
/// not trust it silently; it shows the sources and asks.
#[test]
fn init_shows_a_repository_holding_only_sources_and_does_not_trust_it_unasked() {
    let env = Env::new();
    let org = org(&env);
    let upstream = subscribed(&env, &org, "stranger", None);
    let (someone, clone) = clone_elsewhere(&upstream);
    let home = someone.path().join("home");
    std::fs::create_dir_all(home.join(".claude")).unwrap();
    someone
        .run(&clone, &["init", "--home", home.to_str().unwrap(), "--agents", "claude-code"])
        .success()
        .stdout(contains("the lessons of the shared sources in .agent-trace/sources.lock"))
        .stdout(contains("2 lessons of org-lessons@v1.1.0"))
        .stdout(contains("not trusted"));
    assert!(!before(&someone, &clone, "git push --force origin main").contains("ORG:"));
    assert!(!someone.data_dir().join("sources/repos").exists(), "nothing was fetched");
}

/// A held lock is not fetched: a checked-out pull request must not make git call its URLs.
#[test]
fn sync_refuses_a_held_lock_and_fetches_nothing() {
    let env = Env::new();
    let org = org(&env);
    let repo = env.repo("service");
    env.run(&repo, &["trust", "--yes"]).success();
    let them = Env::new();
    let theirs = them.path().join("their-clone");
    them.git(them.path(), &["clone", "-q", repo.to_str().unwrap(), theirs.to_str().unwrap()]);
    them.run(&theirs, &["sources", "add", &org.url]).success();
    them.git(&theirs, &["checkout", "-qb", "their-pr"]);
    them.git(&theirs, &["add", "."]);
    them.git(&theirs, &["commit", "-qm", "take more lessons"]);
    env.git(&repo, &["fetch", "-q", theirs.to_str().unwrap(), "their-pr:their-pr"]);
    env.git(&repo, &["checkout", "-q", "their-pr"]);
    env.run(&repo, &["sources", "sync"]).code(2).stderr(contains("the lock is held back"));
    assert!(!env.data_dir().join("sources/repos").exists(), "nothing was fetched");
}

/// git never takes its config from a repository around the command: a bare repository committed
/// in the project, whose config redirects the source's URL, is not found from inside it.
#[test]
fn sync_inside_a_committed_bare_repository_uses_none_of_its_config() {
    let env = Env::new();
    let org = org(&env);
    let repo = env.repo("service");
    env.run(&repo, &["sources", "add", &org.url]).success();
    let evil = env.path().join("evil.git");
    env.git(env.path(), &["clone", "-q", "--bare", env.repo("evil").to_str().unwrap(), evil.to_str().unwrap()]);
    let bare = repo.join("vendor/x");
    env.git(&repo, &["init", "-q", "--bare", "vendor/x"]);
    let config = std::fs::read_to_string(bare.join("config")).unwrap();
    std::fs::write(bare.join("config"), format!("{config}[url \"{}\"]\n\tinsteadOf = {}\n", evil.display(), org.url))
        .unwrap();
    env.git(&repo, &["add", "."]);
    env.git(&repo, &["commit", "-qm", "vendor"]);
    env.run(&repo, &["trust", "--yes"]).success();
    std::fs::remove_dir_all(env.data_dir().join("sources")).unwrap();
    env.run(&bare, &["sources", "sync"]).success().stdout(contains("fetched  org-lessons@v1.1.0"));
}

/// A source taken out of sources.toml is not delivered any more, and `update` takes it out of the
/// lock; a tag moved upstream is refused by `update` as by `sync`; a whole commit id is a commit,
/// never a tag of that name.
#[test]
fn a_removed_source_a_moved_tag_and_a_tag_named_like_a_commit() {
    let env = Env::new();
    let org = org(&env);
    let repo = synced(&env, &org, "service");
    assert!(before(&env, &repo, "git push --force origin main").contains("ORG:"));
    std::fs::write(repo.join(".agent-trace/sources.toml"), "").unwrap();
    env.run(&repo, &["trust", "--yes"]).success();
    assert!(!before(&env, &repo, "git push --force origin main").contains("ORG:"), "taken out of sources.toml");
    env.run(&repo, &["sources", "update"]).success().stdout(contains("-> (removed)"));
    assert_eq!(read(repo.join(".agent-trace/sources.lock")), "");

    let other = env.repo("website");
    env.run(&other, &["sources", "add", &org.url, "--rev", "v1.0.0"]).success();
    env.git(&org.work, &["tag", "-f", "v1.0.0", "v1.1.0^{commit}"]);
    publish(&env, &org);
    env.run(&other, &["sources", "update"]).code(2).stderr(contains("tag v1.0.0 of")).stderr(contains("refused"));

    let first = env.git(&org.work, &["rev-parse", "v1.0.0~0"]);
    let old = env.git(&org.work, &["rev-list", "--max-parents=0", "HEAD"]);
    let old = old.trim();
    // A tag whose name is the id of the first commit, naming the newest one.
    env.git(&org.work, &["tag", old, first.trim()]);
    publish(&env, &org);
    let third = env.repo("docs");
    env.run(&third, &["sources", "add", &org.url, "--rev", old]).success().stdout(contains("(0 lessons)"));
    assert!(read(third.join(".agent-trace/sources.lock")).contains(&format!("\"commit\":\"{old}\"")));
}

/// A lock that is a link, and a sources.toml that is a FIFO: refused with the file named, never
/// followed or waited on, and the hook delivers nothing of them.
#[test]
fn a_linked_lock_and_a_fifo_manifest_are_refused_not_followed() {
    let env = Env::new();
    let org = org(&env);
    let repo = synced(&env, &org, "service");
    let lock = repo.join(".agent-trace/sources.lock");
    let elsewhere = env.path().join("lock-elsewhere");
    std::fs::rename(&lock, &elsewhere).unwrap();
    std::os::unix::fs::symlink(&elsewhere, &lock).unwrap();
    env.run(&repo, &["sources", "list"]).code(2).stderr(contains("sources.lock"));
    assert!(!before(&env, &repo, "git push --force origin main").contains("ORG:"));

    std::fs::remove_file(&lock).unwrap();
    std::fs::rename(&elsewhere, &lock).unwrap();
    let manifest = repo.join(".agent-trace/sources.toml");
    std::fs::remove_file(&manifest).unwrap();
    let made = std::process::Command::new("mkfifo").arg(&manifest).status().unwrap();
    assert!(made.success());
    env.cmd(&repo)
        .args(["sources", "list"])
        .timeout(std::time::Duration::from_secs(30))
        .assert()
        .code(2)
        .stderr(contains("sources.toml"));
    assert!(
        !before(&env, &repo, "git push --force origin main").contains("ORG:"),
        "a source the manifest does not name"
    );
}
