//! Which files a command line writes, read from its pieces: redirections, the programs that write
//! (and the wrappers and interpreters around them), formatters, git.

use super::{Piece, WRAPPERS_WITH_OPERAND, git_subcommand, pieces};

/// The files a command line writes or removes, as far as the line shows them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Writes {
    pub paths: Vec<String>,
    /// It may change files it does not name (`git apply`, `patch`, a formatter, `python -c` that
    /// opens a file): the work tree must say which.
    pub unsure: bool,
}

/// Formatters and fixers: they rewrite the files they are pointed at, or the whole tree.
const REWRITERS: &[(&str, &[&str])] = &[
    ("rustfmt", &[]),
    ("gofmt", &["-w"]),
    ("goimports", &["-w"]),
    ("black", &[]),
    ("isort", &[]),
    ("autopep8", &["-i", "--in-place"]),
    ("prettier", &["--write", "-w"]),
    ("eslint", &["--fix"]),
    ("biome", &["--write", "--apply", "--fix"]),
    ("clang-format", &["-i"]),
    ("stylua", &[]),
    ("shfmt", &["-w"]),
];

/// What `line` writes.
pub fn writes(line: &str) -> Writes {
    let mut writes = Writes::default();
    // What this reader does not follow may hide any command: a substitution, ANSI-C quoting,
    // arithmetic (its `<<` is no heredoc), a process substitution.
    if ["$(", "`", "$'", "((", "<(", ">("].iter().any(|s| line.contains(s)) {
        writes.unsure = true;
    }
    for piece in pieces(line) {
        piece_writes(&piece, &mut writes, 0);
    }
    for path in &mut writes.paths {
        if let Some(rest) = path.strip_prefix("./") {
            *path = rest.to_string();
        }
    }
    writes.paths.dedup();
    writes
}

/// Shell words that open a compound command: the command after them is what runs.
const OPENERS: &[&str] = &["if", "then", "else", "elif", "while", "until", "do", "!", "{", "(", "coproc"];

fn piece_writes(piece: &Piece, writes: &mut Writes, depth: usize) {
    writes.paths.extend(piece.redirects.iter().filter(|r| r.writes_file()).map(|r| r.target.clone()));
    // `( sed -i … )`, `{ …; }`, `if …; then sed -i …`, `a) sed -i …` (a case pattern): the
    // command they hold.
    let mut words = piece.words.clone();
    loop {
        match words.first().map(String::as_str) {
            Some(w) if OPENERS.contains(&w) || (w.ends_with(')') && !w.contains('(')) => {
                words.remove(0);
            }
            Some(w) if (w.starts_with('(') || w.starts_with('{')) && w.len() > 1 => {
                words[0] = w.trim_start_matches(['(', '{']).to_string();
            }
            _ => break,
        }
    }
    let at = words.iter().position(|w| WRAPPERS_WITH_OPERAND.contains(&w.rsplit('/').next().unwrap_or(w)));
    if let Some(at) = at {
        let operand = words.iter().skip(at + 1).position(|w| !w.starts_with('-')).map(|n| at + 1 + n);
        words.drain(..=operand.unwrap_or(at));
    }
    if words != piece.words {
        let inner = Piece { words, redirects: Vec::new() };
        return piece_writes(&inner, writes, depth);
    }
    let Some(head) = piece.head() else { return };
    let args = piece.args();
    let operands = || args.iter().filter(|a| !a.starts_with('-')).cloned();
    let has = |flags: &[&str]| args.iter().any(|a| flags.contains(&a.as_str()));
    match head {
        "tee" | "rm" | "touch" | "shred" | "unlink" => writes.paths.extend(operands()),
        "truncate" => writes.paths.extend(operands().filter(|a| a.parse::<i64>().is_err())),
        "mv" | "cp" | "ln" | "install" | "rsync" => {
            let ops: Vec<String> = operands().collect();
            match args.iter().position(|a| a == "-t" || a == "--target-directory") {
                Some(at) => writes.paths.extend(args.get(at + 1).cloned()),
                // A move changes where it came from too; a copy only where it goes.
                None if head == "mv" => writes.paths.extend(ops),
                None => writes.paths.extend(ops.last().cloned()),
            }
            if head == "mv" || args.iter().any(|a| a.starts_with("--target-directory=")) {
                writes
                    .paths
                    .extend(args.iter().filter_map(|a| a.strip_prefix("--target-directory=")).map(str::to_string));
            }
        }
        "dd" => writes.paths.extend(args.iter().filter_map(|a| a.strip_prefix("of=")).map(str::to_string)),
        "sed" | "gsed" if args.iter().any(|a| in_place(a, 'i')) => writes.paths.extend(script_operands(args)),
        "perl" if args.iter().any(|a| in_place(a, 'i')) => writes.paths.extend(script_operands(args)),
        "git" => git_writes(args, writes),
        "patch" | "eval" | "source" | "." | "unzip" | "7z" | "ex" | "vim" | "vi" | "nvim" | "ed" => {
            writes.unsure = true
        }
        "tar" if args.first().is_some_and(|a| !a.starts_with("--") && a.contains('x')) || has(&["--extract"]) => {
            writes.unsure = true
        }
        "awk" | "gawk" if args.windows(2).any(|w| w[0] == "-i" && w[1] == "inplace") => writes.unsure = true,
        "sponge" => writes.paths.extend(operands()),
        "curl" => match args.iter().position(|a| matches!(a.as_str(), "-o" | "--output")) {
            Some(at) => writes.paths.extend(args.get(at + 1).cloned()),
            None if has(&["-O", "--remote-name", "-J", "--remote-name-all"]) => writes.unsure = true,
            None => {}
        },
        "wget" if !args.windows(2).any(|w| w[0] == "-O" && w[1] == "-") && !has(&["-qO-", "-O-"]) => {
            writes.unsure = true
        }
        // The command they run on names they read elsewhere: unsure when that command writes.
        "xargs" => {
            let at = args.iter().position(|a| !a.starts_with('-') && !XARGS_VALUES.contains(&a.as_str()));
            let at = at.filter(|&at| at == 0 || !XARGS_VALUES.contains(&args[at - 1].as_str()));
            writes.unsure |= at.is_none_or(|at| runs_a_writer(&args[at..], depth));
        }
        "find" if has(&["-delete"]) => writes.unsure = true,
        "find" => {
            let mut rest = args.iter().skip_while(|a| !matches!(a.as_str(), "-exec" | "-execdir" | "-ok" | "-okdir"));
            if rest.next().is_some() {
                let inner: Vec<String> = rest.take_while(|a| !matches!(a.as_str(), ";" | "+")).cloned().collect();
                writes.unsure |= runs_a_writer(&inner, depth);
            }
        }
        "sh" | "bash" | "zsh" | "dash" | "ksh" => {
            match args.iter().position(|a| a.starts_with('-') && a.ends_with('c')) {
                Some(at) if depth < 4 => {
                    for inner in pieces(args.get(at + 1).map_or("", String::as_str)) {
                        piece_writes(&inner, writes, depth + 1);
                    }
                }
                Some(_) => writes.unsure = true,
                None => {}
            }
        }
        "cargo" if matches!(operands().next().as_deref(), Some("fmt" | "fix")) || has(&["--fix"]) => {
            writes.unsure = true
        }
        "go" if matches!(operands().next().as_deref(), Some("fmt" | "generate")) => writes.unsure = true,
        "ruff" if has(&["--fix"]) || operands().next().as_deref() == Some("format") => writes.unsure = true,
        head if interpreter(head) => {
            // Inline code (`-c`, `-e`, `--eval=…`, or a cluster ending in one: `-Ic`, `-we`) is
            // read; a script, a module or code on stdin may do anything.
            let inline = |a: &str| {
                a == "--eval"
                    || (a.starts_with('-') && !a.starts_with("--") && a.len() > 1 && a.ends_with(['c', 'e', 'E']))
            };
            let code = args.iter().position(|a| inline(a)).and_then(|at| args.get(at + 1)).map(String::as_str);
            let code = code.or_else(|| args.iter().find_map(|a| a.strip_prefix("--eval=")));
            match code {
                Some(code) => writes.unsure |= opens_for_writing(code),
                None => {
                    let runs_something = operands().next().is_some()
                        || has(&["-m", "-"])
                        || piece.redirects.iter().any(|r| r.op.starts_with('<'));
                    writes.unsure |= runs_something;
                }
            }
        }
        head => {
            if let Some((_, flags)) = REWRITERS.iter().find(|(name, _)| *name == head)
                && (flags.is_empty() || has(flags))
            {
                writes.unsure = true;
            }
        }
    }
}

/// xargs options that take the next word as their value.
const XARGS_VALUES: &[&str] = &["-I", "-n", "-P", "-L", "-d", "-E", "-s", "-a"];

/// Whether the command in `words` (run by `xargs` or `find -exec` on names it does not show)
/// may write: it writes anything, or is unsure.
fn runs_a_writer(words: &[String], depth: usize) -> bool {
    // The names it gets stand where its operands would be.
    let mut words = words.to_vec();
    if !words.iter().any(|w| w.contains("{}")) {
        words.push("{}".into());
    }
    let piece = Piece { words, redirects: Vec::new() };
    let mut inner = Writes::default();
    if depth < 4 {
        piece_writes(&piece, &mut inner, depth + 1);
    }
    depth >= 4 || inner.unsure || !inner.paths.is_empty()
}

/// `-i`, `-i.bak`, `--in-place`, or a cluster of short flags that holds `flag` (`-Ei`, `-pi`).
fn in_place(arg: &str, flag: char) -> bool {
    arg.starts_with("--in-place")
        || (arg.starts_with('-')
            && !arg.starts_with("--")
            && arg[1..].starts_with(|c: char| c.is_ascii_alphabetic())
            && arg[1..].chars().take_while(|c| c.is_ascii_alphabetic()).any(|c| c == flag))
}

/// The file operands of `sed`/`perl`: without `-e`/`-f`, the first operand is the script.
fn script_operands(args: &[String]) -> Vec<String> {
    let mut files = Vec::new();
    let mut script_given = false;
    let mut skip_next = false;
    for arg in args {
        if skip_next {
            skip_next = false;
            continue;
        }
        match arg.as_str() {
            "-e" | "-f" | "--expression" | "--file" => {
                script_given = true;
                skip_next = true;
            }
            a if a.starts_with('-') => script_given |= a.starts_with("--expression=") || a.ends_with('e'),
            a => files.push(a.to_string()),
        }
    }
    if !script_given && !files.is_empty() {
        files.remove(0);
    }
    files
}

fn git_writes(args: &[String], writes: &mut Writes) {
    let (sub, rest) = git_subcommand(args);
    let rest: Vec<&String> = rest.iter().collect();
    let after_dashes = || rest.iter().skip_while(|a| a.as_str() != "--").skip(1).map(|a| a.to_string());
    match sub {
        "checkout" | "restore" if rest.iter().any(|a| a.as_str() == "--") => writes.paths.extend(after_dashes()),
        "restore" => writes.paths.extend(rest.iter().filter(|a| !a.starts_with('-')).map(|a| a.to_string())),
        "mv" | "rm" => writes.paths.extend(rest.iter().filter(|a| !a.starts_with('-')).map(|a| a.to_string())),
        "apply" | "am" | "checkout" | "switch" | "merge" | "rebase" | "pull" | "cherry-pick" | "revert" | "stash" => {
            let only_looks = (sub == "apply" && rest.iter().any(|a| matches!(a.as_str(), "--check" | "--stat")))
                || (sub == "stash" && rest.first().is_some_and(|a| matches!(a.as_str(), "list" | "show")));
            writes.unsure = !only_looks;
        }
        "reset" if rest.iter().any(|a| matches!(a.as_str(), "--hard" | "--merge" | "--keep")) => writes.unsure = true,
        _ => {}
    }
}

fn interpreter(head: &str) -> bool {
    let name = head.trim_end_matches(|c: char| c.is_ascii_digit() || c == '.');
    matches!(name, "python" | "node" | "ruby" | "perl" | "php" | "deno" | "bun" | "lua" | "Rscript" | "osascript")
}

/// Whether inline code may write a file: it opens one, writes, removes, renames, or runs a
/// program. Said conservatively: a wrong "no" would let a change through the gate.
fn opens_for_writing(code: &str) -> bool {
    const SIGNS: &[&str] = &[
        "open(",
        "open (",
        "write",
        "unlink",
        "remove",
        "rename",
        "rmtree",
        "replace(",
        "truncate",
        "mkdir",
        "copy",
        "move",
        "system(",
        "subprocess",
        "popen",
        "exec",
        "spawn",
        "fs.",
        "File.",
        "IO.",
        "Path(",
        "shutil",
        "rm(",
        "rmdir",
        "Sync(",
        "fs')",
        "fs\")",
        "os.",
        "import ",
        "`",
        "print >",
        "> ",
    ];
    SIGNS.iter().any(|s| code.contains(s))
}
