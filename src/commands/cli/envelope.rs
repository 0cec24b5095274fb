//! `envelope pack` and `envelope split`: two-layer tool output on one stdout.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use clap::Subcommand;
use serde_json::{Map, Value, json};

use super::Failure;
use crate::systems::envelope::{self, Envelope};

#[derive(Debug, Subcommand)]
pub enum EnvelopeCommand {
    /// Frame a model context and an optional presentation as one stdout.
    Pack {
        /// The full text the model keeps ("-" for stdin).
        #[arg(long, value_name = "FILE")]
        context: PathBuf,
        /// What the person is shown now ("-" for stdin).
        #[arg(long, value_name = "FILE")]
        display: Option<PathBuf>,
        /// When a layer is itself a downstream envelope, keep only its model context (its
        /// presentation is removed whole). Without this flag it is carried whole.
        #[arg(long)]
        strip_nested: bool,
    },
    /// Run a command and print its output for both readers: plain up to its threshold, else an
    /// envelope whose presentation is the first lines. The threshold is `--threshold`, else the
    /// command's own under `[envelope.threshold]` in your config.toml, else `default` there, else
    /// 500 bytes. Exits with the command's status.
    Wrap {
        /// Bytes of output up to which both readers get the same text.
        #[arg(long, value_name = "BYTES")]
        threshold: Option<usize>,
        /// The command and its arguments.
        #[arg(required = true, trailing_var_arg = true, allow_hyphen_values = true, value_name = "COMMAND")]
        command: Vec<String>,
    },
    /// Split tool output into {model_context, user_presentation} as JSON.
    Split {
        /// The output to split (default: stdin).
        file: Option<PathBuf>,
        /// A shell command that shows the presentation to the person: it gets the presentation on
        /// stdin and AGENT_TRACE_DELIVERY_ID in its environment; exit 0 means delivered. Only then
        /// is `suppress_reply` true.
        #[arg(long, value_name = "COMMAND")]
        deliver: Option<String>,
    },
}

pub fn run(command: EnvelopeCommand) -> Result<(), Failure> {
    match command {
        EnvelopeCommand::Pack { context, display, strip_nested } => pack(&context, display.as_deref(), strip_nested),
        EnvelopeCommand::Split { file, deliver } => split(file.as_deref(), deliver.as_deref()),
        EnvelopeCommand::Wrap { threshold, command } => wrap(threshold, &command),
    }
}

/// The person's frame key: every frame is signed with it, and only frames that verify are split.
fn frame_key() -> Result<(envelope::FrameKey, PathBuf), Failure> {
    let data = crate::files::home::data_dir().map_err(crate::systems::lessons::Error::from)?;
    Ok((envelope::FrameKey::load(&data)?, data))
}

fn wrap(threshold: Option<usize>, command: &[String]) -> Result<(), Failure> {
    let (key, data) = frame_key()?;
    let threshold = match threshold {
        Some(bytes) => bytes,
        None => envelope::Settings::load(&data)?.threshold(command),
    };
    let (program, args) = command.split_first().expect("clap requires a command");
    let output = std::process::Command::new(program)
        .args(args)
        .stdin(std::process::Stdio::inherit())
        .stderr(std::process::Stdio::inherit())
        .output()
        .map_err(|e| Failure::usage(format!("could not run {program}: {e}")))?;
    let framed = envelope::wrap(&key, output.stdout, threshold);
    let mut stdout = std::io::stdout().lock();
    // Flushing before exit matters: an exit before the pipe drains loses the end marker.
    stdout.write_all(&framed).and_then(|()| stdout.flush())?;
    match output.status.code() {
        Some(0) => Ok(()),
        code => Err(Failure::exit_code(code.unwrap_or(1).clamp(1, 255) as u8)),
    }
}

fn pack(context: &Path, display: Option<&Path>, strip_nested: bool) -> Result<(), Failure> {
    if display.is_some_and(|d| d == Path::new("-")) && context == Path::new("-") {
        return Err(Failure::usage("--context and --display cannot both read stdin"));
    }
    let (key, _) = frame_key()?;
    let mut stdout = std::io::stdout().lock();
    let mut context = Layer::open(&key, context, strip_nested)?;
    let mut display = display.map(|d| Layer::open(&key, d, strip_nested)).transpose()?;
    // An empty context takes the presentation (the model must keep what the person saw); that
    // needs both in memory, which only happens for an empty context.
    if context.len == 0
        && let Some(shown) = display.as_mut()
    {
        let bytes = shown.read_all()?;
        let framed = envelope::pack(&key, &Envelope::new(Vec::new(), Some(bytes)));
        return stdout.write_all(&framed).and_then(|()| stdout.flush()).map_err(Failure::from);
    }
    let presentation = display.as_mut().map(|d| (d.len, &mut d.reader as &mut dyn Read));
    let written = envelope::pack_streams(&key, (context.len, &mut context.reader), presentation, &mut stdout);
    written.map_err(Failure::from)
}

/// One layer to pack: a regular file streams with its known length; stdin, pipes and layers to
/// strip are read first.
struct Layer {
    len: u64,
    reader: Box<dyn Read>,
}

impl Layer {
    fn open(key: &envelope::FrameKey, path: &Path, strip_nested: bool) -> Result<Layer, Failure> {
        let strip = strip_nested.then_some(key);
        if path != Path::new("-") {
            let file = fs_err::File::open(path)?;
            let meta = file.metadata()?;
            if meta.is_file() && !strip_nested {
                return Ok(Layer { len: meta.len(), reader: Box::new(file) });
            }
            return Layer::in_memory(Box::new(file), strip);
        }
        Layer::in_memory(Box::new(std::io::stdin()), strip)
    }

    /// `strip`: the key under which a downstream envelope is reduced to its model context.
    fn in_memory(mut reader: Box<dyn Read>, strip: Option<&envelope::FrameKey>) -> Result<Layer, Failure> {
        let mut bytes = Vec::new();
        reader.read_to_end(&mut bytes)?;
        if let Some(key) = strip {
            bytes = envelope::downstream_context(key, bytes);
        }
        Ok(Layer { len: bytes.len() as u64, reader: Box::new(std::io::Cursor::new(bytes)) })
    }

    fn read_all(&mut self) -> Result<Vec<u8>, Failure> {
        let mut bytes = Vec::new();
        self.reader.read_to_end(&mut bytes)?;
        Ok(bytes)
    }
}

fn split(file: Option<&Path>, deliver_command: Option<&str>) -> Result<(), Failure> {
    let (key, _) = frame_key()?;
    let (envelope, framing) = match file {
        Some(path) => envelope::split_reader(&key, &mut fs_err::File::open(path)?)?,
        None => envelope::split_reader(&key, &mut std::io::stdin().lock())?,
    };
    let presentation = envelope.user_presentation.clone();
    let reply = envelope::deliver(envelope, |shown, id| match deliver_command {
        // A presentation is a tool's output: never a terminal escape on its way to the person.
        Some(command) => {
            let shown = crate::model::text::printable_lines(&String::from_utf8_lossy(shown)).into_owned();
            envelope::send_with(command, shown.as_bytes(), id, None)
        }
        None => Err("no --deliver command: show it through the normal reply".to_owned()),
    });
    let mut out = Map::new();
    put_bytes(&mut out, "model_context", Some(&reply.model_context));
    put_bytes(&mut out, "user_presentation", presentation.as_deref());
    merge(&mut out, serde_json::to_value(framing).expect("serializes"));
    merge(&mut out, serde_json::to_value(&reply.delivery).expect("serializes"));
    out.insert("suppress_reply".into(), json!(reply.suppress_reply));
    out.insert("model_note".into(), json!(reply.model_note));
    outln!("{}", Value::Object(out));
    Ok(())
}

/// Text layers are JSON strings; a layer that is not UTF-8 is given as `<name>_hex` instead, so
/// no byte is replaced.
fn put_bytes(out: &mut Map<String, Value>, name: &str, bytes: Option<&[u8]>) {
    match bytes.map(std::str::from_utf8) {
        None => {
            out.insert(name.into(), Value::Null);
        }
        Some(Ok(text)) => {
            out.insert(name.into(), json!(text));
        }
        Some(Err(_)) => {
            out.insert(format!("{name}_hex"), json!(crate::model::digest::hex(bytes.unwrap_or_default())));
        }
    }
}

fn merge(out: &mut Map<String, Value>, value: Value) {
    if let Value::Object(fields) = value {
        out.extend(fields);
    }
}
