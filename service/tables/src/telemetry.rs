//! Logs (to stderr, as text or JSON lines) and, when `OTEL_EXPORTER_OTLP_ENDPOINT` is set, the
//! table server's spans exported over OTLP as `poch-service` exports its own (the same
//! exporter and resource: `OTEL_SERVICE_NAME` and `OTEL_RESOURCE_ATTRIBUTES` honoured, else
//! `poch-tables` with its version). On the remote engine path every call to the engine carries
//! the W3C trace context of the span it is made in ([`trace_headers`]), so that a move's span,
//! its engine call and the engine service's span of that call are one trace. Spans carry the
//! table, the seat and the kind of action, never a card, a hand, a seed or a credential.

use std::collections::HashMap;

use opentelemetry::trace::TracerProvider as _;
use opentelemetry_sdk::propagation::TraceContextPropagator;
pub use poch_service::telemetry::Telemetry;
use tracing_opentelemetry::OpenTelemetrySpanExt as _;
use tracing_subscriber::EnvFilter;
use tracing_subscriber::Layer as _;
use tracing_subscriber::layer::SubscriberExt as _;
use tracing_subscriber::util::SubscriberInitExt as _;

/// The service's name when the environment names none.
pub const SERVICE_NAME: &str = "poch-tables";

/// Installs logging (`RUST_LOG`, `info` by default) and, when configured, OTLP export. Call it
/// within the Tokio runtime: the exporter runs on it.
///
/// # Errors
///
/// When the exporter cannot be built, or a subscriber is installed already.
pub fn init(log_json: bool) -> Result<Telemetry, Box<dyn std::error::Error>> {
    opentelemetry::global::set_text_map_propagator(TraceContextPropagator::new());
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let provider = poch_service::telemetry::otlp_provider_named(SERVICE_NAME)?;
    let otel = provider.as_ref().map(|p| {
        tracing_opentelemetry::layer()
            .with_tracer(p.tracer(SERVICE_NAME))
            .with_filter(EnvFilter::new("poch_tables=info"))
    });
    let registry = tracing_subscriber::registry().with(otel);
    let fmt = tracing_subscriber::fmt::layer().with_writer(std::io::stderr);
    if log_json {
        registry.with(fmt.json().with_filter(filter)).try_init()?;
    } else {
        registry.with(fmt.with_filter(filter)).try_init()?;
    }
    Ok(Telemetry::new(provider))
}

/// The current span's trace context as headers (`traceparent`, and `tracestate` when there is
/// one): none when the span is not exported.
pub fn trace_headers() -> Vec<(String, String)> {
    let context = tracing::Span::current().context();
    let mut headers = HashMap::new();
    opentelemetry::global::get_text_map_propagator(|p| p.inject_context(&context, &mut headers));
    headers.into_iter().collect()
}
