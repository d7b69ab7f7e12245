def case(mat):
    return f"{len(mat)}\n" + "".join(" ".join(map(str, row)) + "\n" for row in mat)


def positions(rng, n, lim):
    robots = [(rng.randint(0, lim), rng.randint(0, lim)) for _ in range(n)]
    tasks = [(rng.randint(0, lim), rng.randint(0, lim)) for _ in range(n)]
    return [[abs(rx - tx) + abs(ry - ty) for tx, ty in tasks] for rx, ry in robots]


def generate(rng):
    tests = [
        case([[4, 1, 3], [2, 0, 5], [3, 2, 2]]),
        case([[7]]),
        case([[0, 0], [0, 0]]),
        case([[1000000] * 3 for _ in range(3)]),
        case([[i * j for j in range(1, 6)] for i in range(1, 6)]),
        case([[rng.randint(0, 9) for _ in range(6)] for _ in range(6)]),
        case(positions(rng, 10, 50)),
        case([[rng.randint(0, 10 ** 6) for _ in range(40)] for _ in range(40)]),
        case(positions(rng, 60, 1000)),
    ]
    tests.append(case([[rng.randint(0, 10 ** 6) for _ in range(100)] for _ in range(100)]))
    tests.append(case(positions(rng, 100, 10 ** 5)))
    tests.append(case([[(i * 37 + j * 91) % 1000 + (1000 if i == j else 0) for j in range(100)] for i in range(100)]))
    return tests
