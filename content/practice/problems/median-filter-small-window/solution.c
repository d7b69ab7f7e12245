#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    int *a = malloc(sizeof(int) * n);
    for (int i = 0; i < n; i++) scanf("%d", &a[i]);
    int w[9];
    for (int i = 0; i + k <= n; i++) {
        /* insertion sort of at most 9 values */
        for (int j = 0; j < k; j++) {
            int v = a[i + j], p = j;
            while (p > 0 && w[p - 1] > v) { w[p] = w[p - 1]; p--; }
            w[p] = v;
        }
        printf(i ? " %d" : "%d", w[k / 2]);
    }
    printf("\n");
    free(a);
    return 0;
}
