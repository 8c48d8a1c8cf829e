"""What the rendered Kubernetes manifests of an overlay must say, beyond the schemas.

  k8s_checks.py OVERLAY RENDERED.yaml
  k8s_checks.py jobs MERGE.yaml SIMULATE.yaml…   the simulation's Jobs (deploy/k8s/jobs): the
                                                 merge against each rendering of the simulation

Exits 1 naming every rule an overlay breaks. The rules are deploy/README.md's: probes on the
health endpoints, requests and limits, a locked-down security context, a grace period longer
than the drain, spread over nodes, an HTTP Service and a headless gRPC Service, an HPA on CPU,
a PodDisruptionBudget, the sealing keys from a Secret, Prometheus annotations; and in prod:
three replicas, an HPA on the calls refused for lack of capacity, the production policy, no
documentation, reflection or practice table (/play) served, and the image
tagged with the workspace's version (Cargo.toml).
"""

import sys
import tomllib
from pathlib import Path

import yaml  # PyYAML, installed with kubernetes-validate in .ci/run's deploy venv


def load(path: str) -> list[dict]:
    with open(path) as f:
        return [d for d in yaml.safe_load_all(f) if d]


def pod_rules(need, spec: dict, container: dict, what: str) -> None:
    """A locked-down pod with bounded resources, as the Deployment's."""
    for kind in ("requests", "limits"):
        for resource in ("cpu", "memory"):
            need(resource in container.get("resources", {}).get(kind, {}), f"{what}: {kind}.{resource}")
    need(spec["securityContext"].get("runAsNonRoot") is True, f"{what}: runAsNonRoot")
    need(spec["securityContext"].get("seccompProfile", {}).get("type") == "RuntimeDefault",
         f"{what}: seccomp RuntimeDefault")
    need(spec.get("automountServiceAccountToken") is False, f"{what}: no service account token")
    sc = container["securityContext"]
    need(sc.get("readOnlyRootFilesystem") is True, f"{what}: readOnlyRootFilesystem")
    need(sc.get("allowPrivilegeEscalation") is False, f"{what}: allowPrivilegeEscalation false")
    need(sc.get("capabilities", {}).get("drop") == ["ALL"], f"{what}: capabilities drop ALL")


def job_rules(need, docs: list[dict], what: str) -> tuple[dict, list[str]]:
    """One Job whose pod runs the poch image once, writing to a claim at /data; its args."""
    [job] = [d for d in docs if d["kind"] == "Job"]
    spec = job["spec"]["template"]["spec"]
    [container] = spec["containers"]
    pod_rules(need, spec, container, what)
    need(spec.get("restartPolicy") == "Never", f"{what}: restartPolicy Never (the Job retries)")
    need("ttlSecondsAfterFinished" in job["spec"], f"{what}: ttlSecondsAfterFinished")
    need(container.get("command") is None, f"{what}: the image's entrypoint (no shell in it)")
    volumes = {v["name"]: v for v in spec.get("volumes", [])}
    mounts = [m for m in container.get("volumeMounts", []) if m["mountPath"] == "/data"]
    need(bool(mounts) and "persistentVolumeClaim" in volumes.get(mounts[0]["name"], {}),
         f"{what}: /data from a PersistentVolumeClaim")
    return job, container.get("args", [])


def flags(args: list[str]) -> dict[str, str]:
    return dict(a[2:].split("=", 1) for a in args if a.startswith("--") and "=" in a)


def jobs(simulate_path: str, merge_path: str) -> list[str]:
    problems = []

    def need(cond: bool, why: str) -> None:
        if not cond:
            problems.append(why)

    simulate_docs, merge_docs = load(simulate_path), load(merge_path)
    job, args = job_rules(need, simulate_docs, "simulate")
    spec = job["spec"]
    n = spec.get("completions")
    need(spec.get("completionMode") == "Indexed", "simulate: completionMode Indexed")
    need(spec.get("parallelism") == n, "simulate: parallelism = completions (every shard at once)")
    need(args[:1] == ["simulate"], "simulate: runs poch simulate")
    f = flags(args)
    need(f.get("shard") == f"$(JOB_COMPLETION_INDEX)/{n}", f"simulate: --shard=$(JOB_COMPLETION_INDEX)/{n}")
    for out in ("summary", "records", "parquet"):
        need("$(JOB_COMPLETION_INDEX)" in f.get(out, ""), f"simulate: --{out} in a directory of its shard")
    [container] = spec["template"]["spec"]["containers"]
    need(f.get("threads") == str(container["resources"]["limits"]["cpu"]),
         "simulate: --threads = limits.cpu")
    claims = {d["metadata"]["name"]: d for d in simulate_docs if d["kind"] == "PersistentVolumeClaim"}
    [volume] = spec["template"]["spec"]["volumes"]
    claim = claims.get(volume["persistentVolumeClaim"]["claimName"])
    modes = claim["spec"]["accessModes"] if claim else []
    terms = (spec["template"]["spec"].get("affinity", {}).get("podAffinity", {})
             .get("requiredDuringSchedulingIgnoredDuringExecution", []))
    together = any(t.get("topologyKey") == "kubernetes.io/hostname"
                   and t.get("labelSelector", {}).get("matchLabels", {}).get("batch.kubernetes.io/job-name")
                   == job["metadata"]["name"] for t in terms)
    need(claim is not None and ("ReadWriteMany" in modes or ("ReadWriteOnce" in modes and together)),
         "simulate: the claim is in the kustomization, and ReadWriteMany (pods on several nodes) or "
         "ReadWriteOnce with every shard's pod on one node (podAffinity on kubernetes.io/hostname to "
         "the Job's own pods)")
    merge, merge_args = job_rules(need, merge_docs, "merge")
    parts = [a for a in merge_args[1:] if not a.startswith("--")]
    need(merge_args[:1] == ["merge"], "merge: runs poch merge")
    need(parts == [f"/data/part-{i}" for i in range(n or 0)],
         f"merge: lists the {n} parts the Indexed Job writes")
    need(merge["spec"]["template"]["spec"]["volumes"] == spec["template"]["spec"]["volumes"],
         "merge: the simulation's claim")
    need(merge["metadata"].get("namespace") == job["metadata"].get("namespace"), "merge: the same namespace")
    return problems


def workspace_version() -> str:
    """`workspace.package.version` of the repository's Cargo.toml: the service's version."""
    with open(Path(__file__).resolve().parent.parent / "Cargo.toml", "rb") as f:
        return tomllib.load(f)["workspace"]["package"]["version"]


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
    pod_rules(need, spec, container, "the Deployment")
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
        need(any(m.get("pods", {}).get("metric", {}).get("name") == "poch_capacity_refused_ratio"
                 for m in hpa["spec"].get("metrics", [])),
             "the prod HPA scales on poch_capacity_refused_ratio (refusals for lack of capacity)")
        need(env.get("POCH_REQUIRE_SEALED") == "true", "POCH_REQUIRE_SEALED=true in prod")
        need(env.get("POCH_ALLOW_CALLER_SEEDS") == "false", "POCH_ALLOW_CALLER_SEEDS=false in prod")
        need(env.get("POCH_ALLOW_DECK_ORDERS") == "false", "POCH_ALLOW_DECK_ORDERS=false in prod")
        need(env.get("POCH_TICKET_MODE") == "true", "POCH_TICKET_MODE=true in prod")
        need("Secret" not in kinds, "no Secret committed for prod")
        need(env.get("POCH_SERVE_DOCS") == "false", "POCH_SERVE_DOCS=false in prod")
        need(env.get("POCH_SERVE_REFLECTION") == "false", "POCH_SERVE_REFLECTION=false in prod")
        need(env.get("POCH_SERVE_PLAY") == "false",
             "POCH_SERVE_PLAY=false in prod (/play, a practice table, holds its match's token)")
        version = workspace_version()
        tag = container["image"].rpartition(":")[2]
        need(tag == version, f"the image tag ({tag}) is the workspace's version ({version})")
    for p in problems:
        print(f"k8s {overlay}: missing or wrong: {p}", file=sys.stderr)
    if not problems:
        print(f"k8s {overlay}: {len(docs)} objects, every rule holds")
    return 1 if problems else 0


if __name__ == "__main__":
    if sys.argv[1] == "jobs":
        merge_path, simulations = sys.argv[2], sys.argv[3:]
        found = [f"{path}: {p}" for path in simulations for p in jobs(path, merge_path)]
        for p in found:
            print(f"k8s jobs: missing or wrong: {p}", file=sys.stderr)
        if not found:
            print(f"k8s jobs: {len(simulations)} renderings of the Indexed Job and its merge, every rule holds")
        sys.exit(1 if found else 0)
    sys.exit(main(sys.argv[1], sys.argv[2]))
