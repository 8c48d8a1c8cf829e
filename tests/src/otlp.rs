//! An OTLP trace receiver for black-box tests: a gRPC `TraceService` on a free loopback port
//! that keeps every export. Self-contained (its own imports), so that the table server's tests
//! (service/tables/tests) include this very file.

use opentelemetry_proto::tonic::collector::trace::v1::trace_service_server::{
    TraceService, TraceServiceServer,
};
use opentelemetry_proto::tonic::collector::trace::v1::{
    ExportTraceServiceRequest, ExportTraceServiceResponse,
};

/// The exports an [`OtlpCollector`] received.
type Exports = std::sync::Arc<std::sync::Mutex<Vec<ExportTraceServiceRequest>>>;

/// The trace service of an [`OtlpCollector`]: keeps every export.
#[derive(Clone, Default)]
struct Keeper(Exports);

#[tonic::async_trait]
impl TraceService for Keeper {
    async fn export(
        &self,
        request: tonic::Request<ExportTraceServiceRequest>,
    ) -> Result<tonic::Response<ExportTraceServiceResponse>, tonic::Status> {
        self.0
            .lock()
            .expect("the export list")
            .push(request.into_inner());
        Ok(tonic::Response::new(ExportTraceServiceResponse {
            partial_success: None,
        }))
    }
}

/// An OTLP trace receiver (gRPC) on a free loopback port that keeps every export; stopped when
/// dropped.
pub struct OtlpCollector {
    /// Its URL, for `OTEL_EXPORTER_OTLP_ENDPOINT`.
    pub endpoint: String,
    exports: Exports,
    task: tokio::task::JoinHandle<Result<(), tonic::transport::Error>>,
}

impl OtlpCollector {
    /// Starts one.
    pub async fn start() -> OtlpCollector {
        let keeper = Keeper::default();
        let exports = keeper.0.clone();
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("a port for the collector");
        let port = listener.local_addr().expect("addr").port();
        let task = tokio::spawn(
            tonic::transport::Server::builder()
                .add_service(TraceServiceServer::new(keeper))
                .serve_with_incoming(tonic::transport::server::TcpIncoming::from(listener)),
        );
        OtlpCollector {
            endpoint: format!("http://127.0.0.1:{port}"),
            exports,
            task,
        }
    }

    /// Every export received so far.
    pub fn exports(&self) -> Vec<ExportTraceServiceRequest> {
        self.exports.lock().expect("the export list").clone()
    }

    /// Every span received so far.
    pub fn spans(&self) -> Vec<opentelemetry_proto::tonic::trace::v1::Span> {
        self.exports()
            .into_iter()
            .flat_map(|e| e.resource_spans)
            .flat_map(|r| r.scope_spans)
            .flat_map(|s| s.spans)
            .collect()
    }
}

impl Drop for OtlpCollector {
    fn drop(&mut self) {
        self.task.abort();
    }
}
