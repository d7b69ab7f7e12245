import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    pts = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
    edges = [(pts[i - 1][0], pts[i - 1][1], pts[i][0], pts[i][1]) for i in range(n)]
    q = int(data[1 + 2 * n])
    pos = 2 + 2 * n
    out = []
    for _ in range(q):
        px, py = int(data[pos]), int(data[pos + 1])
        pos += 2
        inside = False
        res = None
        for ax, ay, bx, by in edges:
            cross = (bx - ax) * (py - ay) - (px - ax) * (by - ay)
            if cross == 0 and min(ax, bx) <= px <= max(ax, bx) and min(ay, by) <= py <= max(ay, by):
                res = "BOUNDARY"            # collinear and within the segment's box
                break
            # ray casting towards +x; the crossing is right of P iff sign(cross) matches the edge direction
            if (ay > py) != (by > py) and (cross > 0) == (by > ay):
                inside = not inside
        out.append(res or ("INSIDE" if inside else "OUTSIDE"))
    sys.stdout.write("\n".join(out) + "\n")


main()
