def case(E, R, costs):
    return f"{E} {R} {len(costs)}\n" + " ".join(map(str, costs)) + "\n"


def generate(rng):
    tests = [
        case(100, 20, [30, -20, 40, 25, 10]),
        case(0, 0, [0]),
        case(10, 10, [1]),                       # reserve equals capacity: no positive task possible
        case(10, 0, [10, 1, -5, 5]),             # uses battery down to exactly 0
        case(50, 5, [-100, 45, -1000000000, 45, 1]),
        case(1000000000, 0, [1000000000, -1000000000, 1000000000]),
        case(1000000000, 999999999, [1] * 5),
        case(500, 100, [rng.randint(-50, 60) for _ in range(200)]),
        case(10 ** 9, 10 ** 6, [rng.randint(-10 ** 4, 10 ** 4) for _ in range(1000)]),
        case(10 ** 9, 1000, [rng.randint(-10 ** 9, 10 ** 9) for _ in range(20)]),
    ]
    big = [rng.randint(-10 ** 4, 10 ** 4 + 30) for _ in range(100000)]
    tests.append(case(10 ** 9, 12345, big))
    # all tasks succeed: large recharges interleaved
    big2 = [rng.choice([rng.randint(1, 10 ** 4), -rng.randint(1, 10 ** 5)]) for _ in range(100000)]
    tests.append(case(10 ** 7, 10 ** 5, big2))
    return tests
