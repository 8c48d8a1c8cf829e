"""One h2load run's figures, for tests/load/run.sh and tests/bench/scale.sh.

    h2load_summary.py OUT LOG BYTES_PER_ANSWER CPU_TICKS TICKS_PER_SECOND

OUT is h2load's standard output, LOG its --log-file (one line per request, the time taken in
microseconds third), BYTES_PER_ANSWER the body bytes each successful answer must carry, and
CPU_TICKS the server's CPU time over the run (0 when not measured). Prints
"rps p50_us p99_us ok complete p999_us cpu_us_per_request".
"""
import re, sys
out = open(sys.argv[1]).read()
times = sorted(int(l.split()[2]) for l in open(sys.argv[2]) if l.strip())
finished = re.search(r"finished in [^,]+, ([0-9.]+) req/s", out)
if finished is None:
    sys.exit("h2load did not finish:\n" + out[-2000:])
rps = float(finished.group(1))
ok = int(re.search(r"(\d+) succeeded", out).group(1))
done = int(re.search(r"(\d+) done", out).group(1))
data = int(re.search(r"traffic: .*?\((\d+)\) total.*?(\d+)\) data", out, re.S).group(2))
# Every answer must have carried its whole body (a gRPC error carries none).
complete = data >= ok * int(sys.argv[3])
p = lambda q: times[min(len(times) - 1, int(q * len(times)))] if times else 0
# CPU time of the server after the warm-up, per request done.
cpu_us = int(sys.argv[4]) / int(sys.argv[5]) * 1e6 / max(done, 1)
print(f"{rps:.0f} {p(0.5)} {p(0.99)} {ok} {'complete' if complete else 'INCOMPLETE'} {p(0.999)} {cpu_us:.1f}")
