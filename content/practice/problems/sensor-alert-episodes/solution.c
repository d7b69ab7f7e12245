#include <stdio.h>

int main(void) {
    int n, T;
    if (scanf("%d %d", &n, &T) != 2) return 0;
    int episodes = 0, run = 0, longest = 0;
    for (int i = 0; i < n; i++) {
        int d;
        scanf("%d", &d);
        if (d < T) {
            if (run == 0) episodes++;
            run++;
            if (run > longest) longest = run;
        } else {
            run = 0;
        }
    }
    printf("%d %d\n", episodes, longest);
    return 0;
}
