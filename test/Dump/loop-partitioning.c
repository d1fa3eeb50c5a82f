// RUN: %accc -acc=gpu -fopenacc-ast-dump %s | FileCheck %s --check-prefix=DMP
// RUN: %accc -acc=gpu -acc-mapping=base -fopenacc-ast-dump %s | FileCheck %s --check-prefix=DMP

// LoopPartitioning lines: explicit levels, imp gang on the outermost naked
// loop, sequential for seq/auto and nested naked loops, and `threads` on the
// loop that the threads mapping puts on a team's GPU threads (rule 4 of
// Analysis/LoopPartitioning.cpp: the innermost partitioned level, or a naked
// inner loop as imp vector). The analysis is the same under both mappings;
// only the threads mapping uses `threads`.
void f(int n, float *x) {
  #pragma acc parallel copy(x[0:n])
  {
    #pragma acc loop
    for (int a = 0; a < n; ++a)
      #pragma acc loop
      for (int b = 0; b < n; ++b)
        x[a] += b;
    #pragma acc loop auto
    for (int a = 0; a < n; ++a)
      x[a] = x[a + 1];
    #pragma acc loop gang vector
    for (int a = 0; a < n; ++a)
      #pragma acc loop seq
      for (int b = 0; b < n; ++b)
        x[a] += b;
    #pragma acc loop worker
    for (int a = 0; a < n; ++a)
      x[a] = 1;
  }
}
// DMP-LABEL: OpenACCComputeConstruct {{.*}} parallel
// DMP: OpenACCLoopConstruct {{.*}} <line:13:5, col:21> parent: parallel
// DMP-NEXT: LoopPartitioning gang<imp>{{$}}
// DMP: OpenACCLoopConstruct {{.*}} <line:15:7, col:23> parent: parallel
// DMP-NEXT: LoopPartitioning sequential threads{{$}}
// DMP: OpenACCLoopConstruct {{.*}} <line:18:5, col:26> parent: parallel
// DMP-NEXT: LoopPartitioning sequential{{$}}
// DMP: OpenACCLoopConstruct {{.*}} <line:21:5, col:33> parent: parallel
// DMP-NEXT: LoopPartitioning gang vector threads{{$}}
// DMP: OpenACCLoopConstruct {{.*}} <line:23:7, col:27> parent: parallel
// DMP-NEXT: LoopPartitioning sequential{{$}}
// DMP: OpenACCLoopConstruct {{.*}} <line:26:5, col:28> parent: parallel
// DMP-NEXT: LoopPartitioning worker threads{{$}}
