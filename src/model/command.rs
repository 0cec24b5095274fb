//! A shell command line read the way a shell reads it, enough to say what it does: its pieces
//! (`a | b && c; d`), each with its words (quotes and escapes honoured) and redirections, heredoc
//! bodies left out. The one shell vocabulary: the evidence ledger asks it which files a command
//! writes, provenance asks it what a command's effect is.
//!
//! It is not a shell: `$(…)`, backticks and `${…}` stay inside the word they are in, and nothing
//! is expanded. Where that leaves a doubt, the answers below are conservative.

/// One simple command of a command line.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Piece {
    pub words: Vec<String>,
    pub redirects: Vec<Redirect>,
}

/// `>`, `>>`, `&>`, `2>` … and what they point at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Redirect {
    pub op: String,
    pub target: String,
}

impl Redirect {
    /// Whether it writes a file (not a descriptor, not `/dev/null`).
    pub fn writes_file(&self) -> bool {
        let output = self.op.contains('>');
        let device = matches!(self.target.as_str(), "/dev/null" | "/dev/stdout" | "/dev/stderr" | "/dev/tty");
        // `2>&1`, `>&-` duplicate or close a descriptor; `>&file` writes a file.
        let descriptor = self.target.trim_start_matches('&');
        let duplicates = (self.op.ends_with('&') || self.target.starts_with('&'))
            && (descriptor == "-" || (!descriptor.is_empty() && descriptor.bytes().all(|b| b.is_ascii_digit())));
        output && !duplicates && !device && !descriptor.is_empty()
    }
}

/// Commands that only wrap the command after them.
const WRAPPERS: &[&str] = &[
    "sudo", "command", "exec", "time", "nohup", "nice", "env", "builtin", "doas", "stdbuf", "ionice", "chronic",
    "unbuffer", "xvfb-run", "npx", "bunx", "pnpx",
];
/// Wrappers whose first operand is theirs (`timeout 60 cmd`, `flock /tmp/l cmd`).
const WRAPPERS_WITH_OPERAND: &[&str] = &["timeout", "flock", "taskset", "chrt"];

impl Piece {
    /// The command word (its file name), after `VAR=value` assignments and wrappers.
    pub fn head(&self) -> Option<&str> {
        self.words.get(self.head_at()?).map(|w| w.rsplit('/').next().unwrap_or(w))
    }

    /// The words after the command word.
    pub fn args(&self) -> &[String] {
        self.head_at().map_or(&[], |at| &self.words[at + 1..])
    }

    fn head_at(&self) -> Option<usize> {
        let mut after_wrapper = false;
        let mut at = 0;
        while let Some(word) = self.words.get(at) {
            let name = word.rsplit('/').next().unwrap_or(word);
            if WRAPPERS.contains(&name) {
                after_wrapper = true;
            } else if after_wrapper && word.starts_with('-') {
                // A wrapper's own options (`sudo -u me`, `nice -n 5`) are not the command.
                if WRAPPER_VALUES.contains(&word.as_str()) {
                    at += 1;
                }
            } else if word.find('=').is_none_or(|eq| eq == 0) {
                return Some(at);
            }
            at += 1;
        }
        None
    }
}

/// Options of the wrappers that take the next word as their value.
const WRAPPER_VALUES: &[&str] = &["-u", "-g", "-C", "-h", "-n", "-f", "-U", "--user", "--group", "-s", "-k"];

/// Programs whose name alone says a line is a command and not a sentence (`make`, `go` and
/// `find` are also English words: they need an option or an operator with them).
const COMMON_PROGRAMS: &[&str] = &[
    "git",
    "npm",
    "npx",
    "pnpm",
    "yarn",
    "bun",
    "cargo",
    "rustc",
    "pytest",
    "python",
    "python3",
    "pip",
    "uv",
    "node",
    "deno",
    "docker",
    "kubectl",
    "helm",
    "terraform",
    "gh",
    "rm",
    "mv",
    "cp",
    "chmod",
    "chown",
    "curl",
    "wget",
    "ssh",
    "scp",
    "rsync",
    "sed",
    "awk",
    "grep",
    "rg",
    "ls",
    "cat",
    "mkdir",
    "tar",
    "psql",
    "mysql",
];

/// Whether `text` reads as a shell command rather than a sentence about one: its first command
/// word is a common program, or it has an option (`-x`, `--flag`), a path (`./run.sh`) or a shell
/// operator. What the MCP server asks before it treats an intent as a tool call's input.
pub fn reads_as_command(text: &str) -> bool {
    let text = text.trim();
    if text.is_empty() || text.lines().count() > 1 && !text.contains("&&") {
        return false;
    }
    let Some(first) = pieces(text).into_iter().next() else { return false };
    let Some(head) = first.head() else { return false };
    let plain = |w: &str| w.chars().all(|c| c.is_ascii_alphanumeric() || "-_./+".contains(c));
    if !plain(head) {
        return false;
    }
    let raw = first.words.get(first.head_at().unwrap_or(0)).map(String::as_str).unwrap_or(head);
    COMMON_PROGRAMS.contains(&head)
        || raw.starts_with("./")
        || raw.starts_with('/')
        || first.args().iter().any(|a| a.starts_with('-') && a.len() > 1)
        || ["&&", "||", " | ", ";", " > "].iter().any(|op| text.contains(op))
}

/// The pieces of `line`.
pub fn pieces(line: &str) -> Vec<Piece> {
    sequence(line).into_iter().map(|(piece, _)| piece).collect()
}

/// What joins a piece to the next: `|`, `&&`, `||`, `&`, or `;` (a newline, a `;`, a
/// parenthesis: the next runs whatever this one's status); `End` after the last.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Joint {
    Pipe,
    And,
    Or,
    Background,
    Then,
    End,
}

/// The pieces of `line`, each with what joins it to the next.
pub fn sequence(line: &str) -> Vec<(Piece, Joint)> {
    let mut lexer = Lexer { chars: line.chars().collect(), at: 0, heredocs: Vec::new() };
    let mut pieces = Vec::new();
    let mut piece = Piece::default();
    while let Some(token) = lexer.next() {
        match token {
            Token::Word(word) => piece.words.push(word),
            Token::Redirect(redirect) => piece.redirects.push(redirect),
            Token::Separator(joint) => {
                if piece != Piece::default() {
                    pieces.push((std::mem::take(&mut piece), joint));
                } else if let Some(last) = pieces.last_mut().filter(|last| last.1 == Joint::Then) {
                    // `(a) && b`: a parenthesis closed, then the real joint.
                    last.1 = joint;
                }
            }
        }
    }
    if piece != Piece::default() {
        pieces.push((piece, Joint::End));
    }
    pieces
}

enum Token {
    Word(String),
    Redirect(Redirect),
    Separator(Joint),
}

struct Lexer {
    chars: Vec<char>,
    at: usize,
    /// Heredoc delimiters whose bodies start after the current line: (delimiter, `<<-`).
    heredocs: Vec<(String, bool)>,
}

impl Lexer {
    fn peek(&self, ahead: usize) -> Option<char> {
        self.chars.get(self.at + ahead).copied()
    }

    fn next(&mut self) -> Option<Token> {
        while matches!(self.peek(0), Some(' ' | '\t' | '\r')) {
            self.at += 1;
        }
        // A line continuation joins two lines.
        if self.peek(0) == Some('\\') && self.peek(1) == Some('\n') {
            self.at += 2;
            return self.next();
        }
        let c = self.peek(0)?;
        match c {
            '\n' => {
                self.at += 1;
                self.skip_heredoc_bodies();
                Some(Token::Separator(Joint::Then))
            }
            // A subshell's parentheses (and a case pattern's) end the command before them.
            '(' | ')' => {
                self.at += 1;
                Some(Token::Separator(Joint::Then))
            }
            ';' | '|' | '&' if !(c == '&' && self.peek(1) == Some('>')) => {
                self.at += 1;
                let second = self.peek(0).filter(|n| matches!(n, '|' | '&' | ';'));
                if second.is_some() {
                    self.at += 1;
                }
                Some(Token::Separator(match (c, second) {
                    ('|', Some('|')) => Joint::Or,
                    ('|', Some('&')) | ('|', None) => Joint::Pipe,
                    ('&', Some('&')) => Joint::And,
                    ('&', None) => Joint::Background,
                    _ => Joint::Then,
                }))
            }
            '#' => {
                while self.peek(0).is_some_and(|c| c != '\n') {
                    self.at += 1;
                }
                self.next()
            }
            '>' | '<' | '&' => Some(self.redirect(String::new())),
            _ => {
                let word = self.word();
                // `2>file`: digits right before a redirection are its descriptor.
                if matches!(self.peek(0), Some('>' | '<'))
                    && !word.is_empty()
                    && word.chars().all(|c| c.is_ascii_digit())
                {
                    return Some(self.redirect(word));
                }
                Some(Token::Word(word))
            }
        }
    }

    fn redirect(&mut self, fd: String) -> Token {
        let mut op = fd;
        while let Some(c) = self.peek(0).filter(|c| matches!(c, '>' | '<' | '&' | '|' | '-')) {
            // `>&` and `<&` end the operator; `>|` clobbers; `<<-` strips tabs.
            let keep = match c {
                '|' => op.ends_with('>'),
                '-' => op.ends_with("<<"),
                '&' => op.is_empty() || op.ends_with('>') || op.ends_with('<'),
                _ => true,
            };
            if !keep {
                break;
            }
            op.push(c);
            self.at += 1;
            if c == '&' && op.len() > 1 {
                break;
            }
        }
        while matches!(self.peek(0), Some(' ' | '\t')) {
            self.at += 1;
        }
        let target = self.word();
        if op.starts_with("<<") && !op.starts_with("<<<") {
            let delimiter = target.trim_matches(['\'', '"']).to_string();
            self.heredocs.push((delimiter, op.ends_with('-')));
        }
        Token::Redirect(Redirect { op, target })
    }

    /// One word, quotes removed, `$(…)` and backticks kept whole.
    fn word(&mut self) -> String {
        let mut word = String::new();
        let mut depth = 0usize;
        while let Some(c) = self.peek(0) {
            match c {
                '\'' => {
                    self.at += 1;
                    while let Some(c) = self.peek(0) {
                        self.at += 1;
                        if c == '\'' {
                            break;
                        }
                        word.push(c);
                    }
                    continue;
                }
                '"' => {
                    self.at += 1;
                    while let Some(c) = self.peek(0) {
                        self.at += 1;
                        match c {
                            '"' => break,
                            '\\' if matches!(self.peek(0), Some('"' | '\\' | '$' | '`')) => {
                                word.push(self.peek(0).unwrap_or_default());
                                self.at += 1;
                            }
                            c => word.push(c),
                        }
                    }
                    continue;
                }
                '\\' => {
                    self.at += 1;
                    if let Some(next) = self.peek(0) {
                        if next != '\n' {
                            word.push(next);
                        }
                        self.at += 1;
                    }
                    continue;
                }
                '$' if self.peek(1) == Some('(') => {
                    depth += 1;
                    word.push_str("$(");
                    self.at += 2;
                    continue;
                }
                ')' if depth > 0 => depth -= 1,
                '`' => {
                    word.push(c);
                    self.at += 1;
                    while let Some(c) = self.peek(0) {
                        word.push(c);
                        self.at += 1;
                        if c == '`' {
                            break;
                        }
                    }
                    continue;
                }
                ' ' | '\t' | '\n' | '\r' | ';' | '|' | '&' | '<' | '>' | '(' | ')' if depth == 0 => break,
                _ => {}
            }
            word.push(c);
            self.at += 1;
        }
        word
    }

    fn skip_heredoc_bodies(&mut self) {
        for (delimiter, strip_tabs) in std::mem::take(&mut self.heredocs) {
            loop {
                let start = self.at;
                while self.peek(0).is_some_and(|c| c != '\n') {
                    self.at += 1;
                }
                let line: String = self.chars[start..self.at].iter().collect();
                if self.peek(0).is_some() {
                    self.at += 1;
                }
                let line = if strip_tabs { line.trim_start_matches('\t') } else { line.as_str() };
                if line == delimiter || self.peek(0).is_none() {
                    break;
                }
            }
        }
    }
}

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

/// git's subcommand and its arguments, past the global options before it (`-C dir`,
/// `-c key=value`, `--git-dir dir` or `--git-dir=dir`, `--no-pager`, …): the one reading of a
/// git command line, for the shell reader and provenance alike. `""` when there is none.
pub fn git_subcommand(args: &[String]) -> (&str, &[String]) {
    let mut at = 0;
    while let Some(arg) = args.get(at) {
        match arg.as_str() {
            "-C" | "-c" | "--git-dir" | "--work-tree" | "--namespace" | "--config-env" | "--super-prefix" => at += 2,
            a if a.starts_with('-') => at += 1,
            sub => return (sub, &args[at + 1..]),
        }
    }
    ("", &[])
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_command_reads_as_one_and_a_sentence_does_not() {
        for command in [
            "git push --force origin main",
            "make -j4 deploy",
            "./scripts/release.sh",
            "FOO=1 npm publish",
            "cd web && ls",
        ] {
            assert!(reads_as_command(command), "{command}");
        }
        for sentence in ["push the release", "deploy the app to production", "make it faster", "session_start", ""] {
            assert!(!reads_as_command(sentence), "{sentence}");
        }
    }

    fn paths(line: &str) -> (Vec<String>, bool) {
        let w = writes(line);
        (w.paths, w.unsure)
    }

    #[test]
    fn pieces_honour_quotes_separators_and_heredocs() {
        let p = pieces("FOO=1 sudo -u me cat 'a b' \"c;d\" e\\ f | grep x && echo \"$(date; ls)\" > out.txt; ls 2>&1");
        assert_eq!(p.len(), 4);
        assert_eq!(p[0].head(), Some("cat"));
        assert_eq!(p[0].args(), ["a b", "c;d", "e f"]);
        assert_eq!(p[2].words, ["echo", "$(date; ls)"]);
        assert_eq!(p[2].redirects, [Redirect { op: ">".into(), target: "out.txt".into() }]);
        assert!(!p[3].redirects[0].writes_file(), "2>&1 is a descriptor");
        let heredoc = pieces("cat > src/lib.rs <<'EOF'\nfn main() { rm -rf / }\nEOF\nls");
        assert_eq!(heredoc.len(), 2, "the body is data, not commands: {heredoc:?}");
        assert_eq!(heredoc[1].head(), Some("ls"));
    }

    #[test]
    fn the_files_a_command_writes_are_read_from_it() {
        let cases: &[(&str, &[&str], bool)] = &[
            ("sed -i 's/a/b/' src/main.rs", &["src/main.rs"], false),
            ("sed -i.bak -e 's/a/b/' -e 's/c/d/' a.rs b.rs", &["a.rs", "b.rs"], false),
            ("sed -n '1,20p' src/main.rs", &[], false),
            ("sed -Ei 's/x/y/g' ./lib.rs", &["lib.rs"], false),
            ("cat > src/new.rs <<EOF\nfn x() {}\nEOF", &["src/new.rs"], false),
            ("echo hi >> notes.md 2>/dev/null", &["notes.md"], false),
            ("cargo test 2>&1 | tee build.log", &["build.log"], false),
            ("mv src/old.rs src/new.rs", &["src/old.rs", "src/new.rs"], false),
            ("cp -r template/ src/", &["src/"], false),
            ("rm -f src/a.rs src/b.rs", &["src/a.rs", "src/b.rs"], false),
            ("git checkout -- src/a.rs", &["src/a.rs"], false),
            ("git restore src/a.rs", &["src/a.rs"], false),
            ("git apply fix.patch", &[], true),
            ("git -C sub stash pop", &[], true),
            ("git -c core.x=1 checkout -- src/a.rs", &["src/a.rs"], false),
            ("git --git-dir .git --work-tree . restore src/b.rs", &["src/b.rs"], false),
            ("git --git-dir=.git rm -q src/c.rs", &["src/c.rs"], false),
            ("git -C sub status", &[], false),
            ("git status && git diff", &[], false),
            ("patch -p1 < fix.diff", &[], true),
            ("perl -pi -e 's/a/b/' x.pl", &["x.pl"], false),
            ("python3 -c \"open('src/x.py','w').write('')\"", &[], true),
            ("python3 -c 'print(1+1)'", &[], false),
            ("node -e \"require('fs').writeFileSync('a.js', '')\"", &[], true),
            ("bash -lc 'sed -i s/a/b/ src/lib.rs'", &["src/lib.rs"], false),
            ("cargo fmt", &[], true),
            ("prettier --check .", &[], false),
            ("prettier --write src", &[], true),
            ("find . -name '*.orig' -delete", &[], true),
            ("find . -name '*.rs' -exec grep -l TODO {} \\;", &[], false),
            ("find . -name '*.rs' -exec sed -i s/a/b/ {} +", &[], true),
            ("git ls-files | xargs cat | wc -l", &[], false),
            ("rg -l foo | xargs -I {} sed -i s/foo/bar/ {}", &[], true),
            ("xargs rm < list.txt", &[], true),
            ("ls > /dev/null", &[], false),
            ("dd if=/dev/zero of=disk.img bs=1M count=1", &["disk.img"], false),
            // Found by an attacker's review: each of these writes src/lib.rs.
            ("(sed -i s/a/b/ src/lib.rs)", &["src/lib.rs"], false),
            ("{ sed -i s/a/b/ src/lib.rs; }", &["src/lib.rs"], false),
            ("if true; then sed -i s/a/b/ src/lib.rs; fi", &["src/lib.rs"], false),
            ("for f in src/*.rs; do sed -i s/a/b/ $f; done", &["$f"], false),
            ("! sed -i s/a/b/ src/lib.rs", &["src/lib.rs"], false),
            ("timeout 60 sed -i s/a/b/ src/lib.rs", &["src/lib.rs"], false),
            ("time -p sed -i s/a/b/ src/lib.rs", &["src/lib.rs"], false),
            ("eval \"sed -i s/a/b/ src/lib.rs\"", &[], true),
            // What the reader cannot follow is unsure, whatever it then makes of the rest.
            ("((n = x<<3))\nsed -i s/a/b/ src/lib.rs", &[], true),
            ("echo $'\\'' ; sed -i s/a/b/ src/lib.rs # '", &[], true),
            ("echo \"$(sed -i s/a/b/ src/lib.rs)\"", &[], true),
            ("true `sed -i s/a/b/ src/lib.rs`", &[], true),
            ("echo x >&src/lib.rs", &["src/lib.rs"], false),
            ("cargo build 2>&1 >&- | tee -a log", &["log"], false),
            ("python3 -Ic \"open('src/lib.rs','w')\"", &[], true),
            ("perl -we 'unlink q(src/lib.rs)'", &[], true),
            ("node --eval=\"require('fs').rmSync('src')\"", &[], true),
            ("python3 tools/rewrite.py", &[], true),
            ("python3 - <<EOF\nopen('x','w')\nEOF", &[], true),
            ("awk -i inplace '{print}' src/lib.rs", &[], true),
            ("curl -o src/lib.rs https://example.com/lib.rs", &["src/lib.rs"], false),
            ("curl -s https://example.com/status", &[], false),
            ("wget https://example.com/x.tar.gz", &[], true),
            ("tar xzf vendor.tgz", &[], true),
            ("sponge src/lib.rs", &["src/lib.rs"], false),
            ("npx prettier --write src", &[], true),
            ("git clean -fdx", &[], false),
        ];
        for (line, want, unsure) in cases {
            assert_eq!(paths(line), (want.iter().map(|s| s.to_string()).collect(), *unsure), "{line}");
        }
    }
}
