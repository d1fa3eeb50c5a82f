// `atomic update capture`, the spelling of GCC and of codes written for it
// (and of the OpenACC V&V suite), is read as `atomic capture` with a warning;
// OpenACC 3.3 sec. 2.12 allows one atomic clause, and clang rejects two.
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t.err
// RUN: %accc -acc=gpu -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=WARN

void counts(int n, int *seen, int *total) {
  #pragma acc parallel loop copy(total[0:1]) copyout(seen[0:n])
  for (int i = 0; i < n; ++i) {
    #pragma acc atomic update capture
    {
      seen[i] = total[0];
      total[0] += 1;
    }
    #pragma   acc atomic   update	capture
    seen[i] = total[0]++;
  }
}
// CHECK-LABEL: void counts(int n, int *seen, int *total) {
// CHECK: #pragma omp atomic capture
// CHECK-NEXT: {
// CHECK: #pragma omp atomic capture
// CHECK-NEXT: seen[i] = total[0]++;
// WARN: atomic-update-capture.c:11:24: warning: 'atomic update capture' read as 'atomic capture' (OpenACC 3.3 allows one atomic clause) [-Waccc-legacy-spelling]
// WARN: atomic-update-capture.c:16:28: warning: 'atomic update capture' read as 'atomic capture' (OpenACC 3.3 allows one atomic clause) [-Waccc-legacy-spelling]
