def case(start, step, mx, rs):
    return f"{len(rs)} {start} {step} {mx}\n" + " ".join(f"{r:.3f}".rstrip("0").rstrip(".") if r else "0" for r in rs) + "\n"


def generate(rng):
    tests = [
        case(-90, 45, 4.0, [0, 2.5, 4.5, 1.25, 1.25]),
        case(0, 1, 10, [0]),                                   # no echo at all
        case(0, 1, 10, [10.001, 12, 0]),                       # everything out of range
        case(0, 1, 10, [10]),                                  # exactly max range is valid
        case(-180, 90, 5, [3, 3, 3, 3, 3]),                    # tie: smallest index
        case(135, -0.5, 8, [7.5, 0.001, 0.001, 6]),
        case(-135, 0.25, 30, [round(rng.uniform(0, 35), 3) for _ in range(1081)]),
        case(0, 0.36, 12, [0 if rng.random() < 0.3 else round(rng.uniform(0.05, 14), 3) for _ in range(1000)]),
        case(-180, 0.001, 100, [round(rng.uniform(50, 120), 3) for _ in range(360000 // 100)]),
    ]
    rs = [0 if rng.random() < 0.2 else round(rng.uniform(0.2, 40), 2) for _ in range(100000)]
    tests.append(case(-180, 0.0036, 30, rs))
    rs = [round(rng.uniform(5, 9.99), 2) for _ in range(100000)]
    rs[77777] = 4.999
    tests.append(case(-90, 0.0018, 10, rs))
    return tests
