def render(g):
    return f"{len(g)} {len(g[0])}\n" + "\n".join("".join(r) for r in g) + "\n"


def rooms_map(rng, R, C, cell, door_p):
    """Rectangular rooms separated by walls with random doors."""
    g = [["."] * C for _ in range(R)]
    for r in range(R):
        for c in range(C):
            if r % cell == 0 or c % cell == 0:
                g[r][c] = "#"
    for r in range(0, R, cell):
        for c in range(0, C, cell):
            if rng.random() < door_p and c + cell // 2 < C and r > 0:
                g[r][c + cell // 2] = "."
            if rng.random() < door_p and r + cell // 2 < R and c > 0:
                g[r + cell // 2][c] = "."
    return g


def generate(rng):
    tests = [
        render([list("..#.."), list("..#.."), list("#####"), list("....#")]),
        render([list(".")]),
        render([list("#")]),                                 # no free cell
        render([list(".#.#.#.")]),
        render([list("."), list("."), list("#"), list(".")]),
        render([list("#.#"), list("..."), list("#.#")]),     # diagonal cells do not connect rooms
        render([[rng.choice(".#") for _ in range(30)] for _ in range(20)]),
        render(rooms_map(rng, 61, 81, 10, 0.5)),
        render([["#" if (r + c) % 2 else "." for c in range(300)] for r in range(200)]),   # checkerboard
    ]
    tests.append(render(rooms_map(rng, 500, 500, 12, 0.35)))
    tests.append(render([["#" if rng.random() < 0.42 else "." for _ in range(500)] for _ in range(500)]))
    tests.append(render([["."] * 500 for _ in range(500)]))
    return tests
