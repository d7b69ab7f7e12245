import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, T = int(data[0]), int(data[1])
    episodes = run = longest = 0
    for d in map(int, data[2:2 + n]):
        if d < T:
            if run == 0:
                episodes += 1      # a new episode starts here
            run += 1
            if run > longest:
                longest = run
        else:
            run = 0
    print(episodes, longest)


main()
