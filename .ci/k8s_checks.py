"""What the rendered Kubernetes manifests of an overlay must say, beyond the schemas.

  k8s_checks.py OVERLAY RENDERED.yaml

Exits 1 naming every rule an overlay breaks. The rules are deploy/README.md's: probes on the
health endpoints, requests and limits, a locked-down security context, a grace period longer
than the drain, spread over nodes, an HTTP Service and a headless gRPC Service, an HPA on CPU,
a PodDisruptionBudget, the sealing keys from a Secret, Prometheus annotations; and in prod:
three replicas and the production policy.
"""

import sys

import yaml  # PyYAML, installed with kubernetes-validate in .ci/run's deploy venv


def load(path: str) -> list[dict]:
    with open(path) as f:
        return [d for d in yaml.safe_load_all(f) if d]


def main(overlay: str, path: str) -> int:
    docs = load(path)
    problems = []

    def need(cond: bool, why: str) -> None:
        if not cond:
            problems.append(why)

    kinds = {}
    for d in docs:
        kinds.setdefault(d["kind"], []).append(d)
    deployment = kinds["Deployment"][0]
    config = kinds["ConfigMap"][0]["data"]
    pod = deployment["spec"]["template"]
    spec = pod["spec"]
    [container] = spec["containers"]
    env = dict(config)
    ms = lambda key: int(env.get(key, "0"))

    need(container["readinessProbe"]["httpGet"]["path"] == "/readyz", "readiness probe on /readyz")
    need(container["startupProbe"]["httpGet"]["path"] == "/readyz", "startup probe on /readyz")
    need(container["livenessProbe"]["httpGet"]["path"] == "/healthz", "liveness probe on /healthz")
    for kind in ("requests", "limits"):
        for resource in ("cpu", "memory"):
            need(resource in container.get("resources", {}).get(kind, {}), f"{kind}.{resource}")
    need(spec["securityContext"].get("runAsNonRoot") is True, "runAsNonRoot")
    need(spec["securityContext"].get("seccompProfile", {}).get("type") == "RuntimeDefault", "seccomp RuntimeDefault")
    sc = container["securityContext"]
    need(sc.get("readOnlyRootFilesystem") is True, "readOnlyRootFilesystem")
    need(sc.get("allowPrivilegeEscalation") is False, "allowPrivilegeEscalation false")
    need(sc.get("capabilities", {}).get("drop") == ["ALL"], "capabilities drop ALL")
    drain_s = (ms("POCH_DRAIN_DELAY_MS") + ms("POCH_DRAIN_TIMEOUT_MS")) / 1000
    need(drain_s > 0, "POCH_DRAIN_DELAY_MS and POCH_DRAIN_TIMEOUT_MS in the ConfigMap")
    need(spec["terminationGracePeriodSeconds"] > drain_s,
         f"terminationGracePeriodSeconds ({spec['terminationGracePeriodSeconds']}) > drain ({drain_s} s)")
    spread = spec.get("topologySpreadConstraints", [])
    need(any(c["topologyKey"] == "kubernetes.io/hostname" for c in spread), "topology spread over nodes")
    need(env.get("POCH_ADDR", "").startswith("0.0.0.0:"), "POCH_ADDR on every interface")
    services = kinds.get("Service", [])
    need(any(s["spec"].get("clusterIP") != "None" for s in services), "a Service for HTTP")
    need(any(s["spec"].get("clusterIP") == "None" for s in services), "a headless Service for gRPC")
    hpa = kinds.get("HorizontalPodAutoscaler", [{}])[0]
    need(any(m.get("resource", {}).get("name") == "cpu" for m in hpa.get("spec", {}).get("metrics", [])), "an HPA on CPU")
    need("PodDisruptionBudget" in kinds, "a PodDisruptionBudget")
    volumes = {v["name"]: v for v in spec.get("volumes", [])}
    keys_file = env.get("POCH_SEALING_KEYS_FILE", "")
    mounted = [m for m in container.get("volumeMounts", []) if keys_file.startswith(m["mountPath"] + "/")]
    need(bool(mounted) and "secret" in volumes.get(mounted[0]["name"], {}), "the sealing keys file from a Secret")
    annotations = pod["metadata"].get("annotations", {})
    need(annotations.get("prometheus.io/scrape") == "true" and annotations.get("prometheus.io/path") == "/metrics",
         "Prometheus scrape annotations")
    if overlay == "prod":
        need(deployment["spec"]["replicas"] == 3, "3 replicas in prod")
        need(hpa["spec"]["minReplicas"] >= 3, "the HPA keeps 3 replicas or more in prod")
        need(env.get("POCH_REQUIRE_SEALED") == "true", "POCH_REQUIRE_SEALED=true in prod")
        need(env.get("POCH_ALLOW_CALLER_SEEDS") == "false", "POCH_ALLOW_CALLER_SEEDS=false in prod")
        need(env.get("POCH_ALLOW_DECK_ORDERS") == "false", "POCH_ALLOW_DECK_ORDERS=false in prod")
        need("Secret" not in kinds, "no Secret committed for prod")
    for p in problems:
        print(f"k8s {overlay}: missing or wrong: {p}", file=sys.stderr)
    if not problems:
        print(f"k8s {overlay}: {len(docs)} objects, every rule holds")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
