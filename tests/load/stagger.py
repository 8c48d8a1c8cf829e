"""The h2load arguments that spread fixed-rate clients evenly in time.

    stagger.py RATE_PER_CLIENT CLIENTS SECONDS

h2load's `--rps` gives every client a timer of period 1/RATE, started when the client connects.
Started together, the clients fire in the same instant every period: a burst of CLIENTS
requests, the last of which waits out all the others, which measures a burst and not the load's
average rate. Connections created one per `--rate-period` (whole milliseconds only) start the
timers at 0, p, 2p, … ms. This picks p in 1..16 ms, and a rate within 2 % of RATE_PER_CLIENT
(the nearest that works), so that those offsets, taken modulo the period, leave no two clients
closer than half the even spacing (period / CLIENTS). `-r` and `-D` exclude each other, so the
run is given as a request count. Prints the arguments.
"""
import sys

rate, clients, seconds = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])


def spread(rate, step_ms):
    """The smallest gap between two clients' offsets, as a fraction of the even spacing."""
    period_us = 1e6 / rate
    phases = sorted((k * step_ms * 1000) % period_us for k in range(clients))
    gaps = [b - a for a, b in zip(phases, phases[1:])] + [period_us - phases[-1] + phases[0]]
    return min(gaps) / (period_us / clients)


candidates = [(r, step) for r in range(max(1, rate * 98 // 100), rate * 102 // 100 + 1)
              for step in range(1, 17)]
good = [c for c in candidates if spread(*c) >= 0.5]
r, step = (min(good, key=lambda c: (abs(c[0] - rate), c[1])) if good
           else max(candidates, key=lambda c: spread(*c)))
print(f"-n {r * clients * seconds} -r 1 --rate-period={step}ms --rps {r}")
