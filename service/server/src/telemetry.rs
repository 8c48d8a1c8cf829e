//! Logs (JSON or pretty), one span per request, and OpenTelemetry OTLP export when
//! `OTEL_EXPORTER_OTLP_ENDPOINT` is set. The exported resource honours `OTEL_SERVICE_NAME` and
//! `OTEL_RESOURCE_ATTRIBUTES`; without them the service is `poch-service` with its version. W3C trace context is continued from incoming HTTP
//! headers and gRPC metadata (both arrive as HTTP/2 headers). Spans never carry cards, hands or
//! seeds: only the operation, the outcome code, the deal number and the phase.

use std::io::IsTerminal as _;

use axum::extract::Request;
use axum::http::HeaderMap;
use axum::middleware::Next;
use axum::response::Response;
use opentelemetry::propagation::Extractor;
use opentelemetry::trace::TracerProvider as _;
use opentelemetry_sdk::propagation::TraceContextPropagator;
use opentelemetry_sdk::trace::SdkTracerProvider;
use tracing::Instrument as _;
use tracing_opentelemetry::OpenTelemetrySpanExt as _;
use tracing_subscriber::EnvFilter;
use tracing_subscriber::layer::SubscriberExt as _;
use tracing_subscriber::util::SubscriberInitExt as _;

use crate::config::{Config, LogFormat};

/// Flushes and shuts the OTLP exporter down on exit.
pub struct Telemetry {
    provider: Option<SdkTracerProvider>,
}

impl Telemetry {
    /// The exporter to flush and stop on exit (another program of the workspace's: the table
    /// server's).
    pub fn new(provider: Option<SdkTracerProvider>) -> Telemetry {
        Telemetry { provider }
    }

    /// Flushes pending spans and stops the exporter.
    pub async fn shutdown(self) {
        if let Some(provider) = self.provider {
            let _ = tokio::task::spawn_blocking(move || provider.shutdown()).await;
        }
    }
}

/// The OTLP tracer provider, when an endpoint is configured in the environment.
///
/// # Errors
///
/// When the exporter cannot be built.
pub fn otlp_provider() -> Result<Option<SdkTracerProvider>, Box<dyn std::error::Error>> {
    otlp_provider_named(SERVICE_NAME)
}

/// [`otlp_provider`] for another program of the workspace (the table server): `name` is its
/// service's name where the environment names none.
///
/// # Errors
///
/// When the exporter cannot be built.
pub fn otlp_provider_named(
    name: &'static str,
) -> Result<Option<SdkTracerProvider>, Box<dyn std::error::Error>> {
    if std::env::var_os("OTEL_EXPORTER_OTLP_ENDPOINT").is_none_or(|v| v.is_empty()) {
        return Ok(None);
    }
    let exporter = opentelemetry_otlp::SpanExporter::builder()
        .with_tonic()
        .build()?;
    let provider = SdkTracerProvider::builder()
        .with_batch_exporter(exporter)
        .with_resource(resource_named(name))
        .build();
    Ok(Some(provider))
}

/// The service's name when the environment names none.
pub const SERVICE_NAME: &str = "poch-service";

/// The OpenTelemetry resource: the SDK's detectors read `OTEL_SERVICE_NAME` and
/// `OTEL_RESOURCE_ATTRIBUTES` (a name there wins over ours, and `OTEL_SERVICE_NAME` over both);
/// `service.name` and `service.version` are ours where the environment sets neither.
pub fn resource() -> opentelemetry_sdk::Resource {
    resource_named(SERVICE_NAME)
}

/// [`resource`] with `name` as the service's name where the environment names none.
pub fn resource_named(name: &'static str) -> opentelemetry_sdk::Resource {
    let attributes = std::env::var("OTEL_RESOURCE_ATTRIBUTES").unwrap_or_default();
    let named = |key: &str| {
        attributes
            .split(',')
            .filter_map(|pair| pair.split_once('='))
            .any(|(k, _)| k.trim() == key)
    };
    let mut builder = opentelemetry_sdk::Resource::builder();
    if std::env::var_os("OTEL_SERVICE_NAME").is_none_or(|v| v.is_empty()) && !named("service.name")
    {
        builder = builder.with_service_name(name);
    }
    if !named("service.version") {
        builder = builder.with_attribute(opentelemetry::KeyValue::new(
            "service.version",
            env!("CARGO_PKG_VERSION"),
        ));
    }
    builder.build()
}

/// Installs logging and, when configured, OTLP export.
///
/// # Errors
///
/// When the filter is invalid or the exporter cannot be built.
pub fn init(config: &Config) -> Result<Telemetry, Box<dyn std::error::Error>> {
    opentelemetry::global::set_text_map_propagator(TraceContextPropagator::new());
    let filter = EnvFilter::try_new(&config.log)?;
    let provider = otlp_provider()?;
    let otel = provider.as_ref().map(|p| {
        tracing_opentelemetry::layer()
            .with_tracer(p.tracer(SERVICE_NAME))
            .with_filter(EnvFilter::new("poch_service=info"))
    });
    let registry = tracing_subscriber::registry().with(otel);
    let terminal = std::io::stdout().is_terminal();
    match config.log_format.resolve(terminal) {
        LogFormat::Json => registry
            .with(tracing_subscriber::fmt::layer().json().with_filter(filter))
            .try_init()?,
        LogFormat::Pretty | LogFormat::Auto => registry
            .with(
                tracing_subscriber::fmt::layer()
                    .with_ansi(terminal)
                    .with_filter(filter),
            )
            .try_init()?,
    }
    Ok(Telemetry { provider })
}

use tracing_subscriber::Layer as _;

struct HeaderExtractor<'a>(&'a HeaderMap);

impl Extractor for HeaderExtractor<'_> {
    fn get(&self, key: &str) -> Option<&str> {
        self.0.get(key).and_then(|v| v.to_str().ok())
    }

    fn keys(&self) -> Vec<&str> {
        self.0.keys().map(|k| k.as_str()).collect()
    }
}

/// The middleware that opens one span per request, continuing the caller's trace.
pub async fn request_span(request: Request, next: Next) -> Response {
    let parent = opentelemetry::global::get_text_map_propagator(|p| {
        p.extract(&HeaderExtractor(request.headers()))
    });
    let span = tracing::info_span!(
        "request",
        otel.kind = "server",
        http.method = %request.method(),
        http.path = %crate::error::bounded(request.uri().path()),
        operation = tracing::field::Empty,
        outcome = tracing::field::Empty,
        deal = tracing::field::Empty,
        phase = tracing::field::Empty,
    );
    let _ = span.set_parent(parent);
    next.run(request).instrument(span).await
}
