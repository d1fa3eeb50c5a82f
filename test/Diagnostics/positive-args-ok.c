// RUN: %accc -fsyntax-only -Xclang -verify %s
// expected-no-diagnostics

// Positive constants and run-time values are accepted (the default threads
// mapping uses a run-time vector_length as thread_limit: no warning).
void f(int n) {
  #pragma acc parallel num_gangs(1) num_workers(2) vector_length(32)
  ;
  #pragma acc parallel loop num_gangs(n) num_workers(n) vector_length(n)
  for (int i = 0; i < n; ++i)
    ;
}
