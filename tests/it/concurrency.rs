//! Many processes writing the same lessons file at once lose nothing.

use std::process::Stdio;

use crate::support::{Env, lessons_path, read, records};

#[test]
fn eight_processes_adding_a_hundred_lessons_each_lose_none() {
    const PROCESSES: usize = 8;
    const ADDS: usize = 100;
    let env = Env::new();
    let repo = env.repo("r");
    std::thread::scope(|scope| {
        for p in 0..PROCESSES {
            let (env, repo) = (&env, &repo);
            scope.spawn(move || {
                for n in 0..ADDS {
                    let status = env
                        .std_cmd(repo)
                        .args(["lessons", "add", "--text", &format!("Lesson {n} from process {p}.")])
                        .stdout(Stdio::null())
                        .status()
                        .unwrap();
                    assert!(status.success());
                }
            });
        }
    });
    let path = lessons_path(&repo);
    assert_eq!(records(&path).len(), PROCESSES * ADDS);
    let parsed = agent_trace::systems::lessons::file::parse(&read(&path));
    assert!(parsed.canonical && parsed.duplicate_ids == 0);
    let leftovers: Vec<_> =
        std::fs::read_dir(repo.join(".agent-trace")).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(leftovers, ["lessons.jsonl"], "no temp or lock files left behind");
}
