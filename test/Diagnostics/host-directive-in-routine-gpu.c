// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify %s
// RUN: %accc -acc=host -DHOST_OK -fsyntax-only -Xclang -verify=host %s
// RUN: %accc -acc=multicore -DHOST_OK -fsyntax-only -Xclang -verify=host %s
// host-no-diagnostics

// ClauseChecks rule 31: a directive that runs on the host only, in a
// function that a `routine` directive makes a device function, for the GPU
// (a fuzzing find of seed 16: `shutdown` in a `routine gang` function's
// gang loop failed the GPU build on its profiling hooks, "variable captured
// in declare target region must appear in a to clause"). On host and
// multicore the routine directive vanishes and the directives run.

#pragma acc routine gang
void grid(int n, float *b) {
  #pragma acc loop gang
  for (int i = 0; i < n; ++i) {
    // expected-error@+1 {{OpenACC 'shutdown' directive in 'grid', a function with a 'routine' directive, is not supported for the GPU: it runs on the host only, and the routine is compiled for the device}}
    #pragma acc shutdown
    b[i] = i;
  }
}

#pragma acc routine seq
void each(int n, float *b) {
  // expected-error@+1 {{OpenACC 'init' directive in 'each'}}
  #pragma acc init
  // expected-error@+1 {{OpenACC 'set' directive in 'each'}}
  #pragma acc set device_num(0)
  // expected-error@+1 {{OpenACC 'update' directive in 'each'}}
  #pragma acc update self(b[0:n])
  // expected-error@+1 {{OpenACC 'enter data' directive in 'each'}}
  #pragma acc enter data copyin(b[0:n])
  // expected-error@+1 {{OpenACC 'exit data' directive in 'each'}}
  #pragma acc exit data delete(b[0:n])
  // expected-error@+1 {{OpenACC 'wait' directive in 'each'}}
  #pragma acc wait
  // expected-error@+1 {{OpenACC 'data' directive in 'each'}}
  #pragma acc data copy(b[0:n])
  b[0] = 1;
  // expected-error@+1 {{OpenACC 'host_data' directive in 'each'}}
  #pragma acc host_data use_device(b)
  b[0] = 2;
  // Device code may hold these:
  #pragma acc atomic update
  b[1] += 1;
  #pragma acc loop seq
  for (int i = 0; i < n; ++i)
    b[i] += 1;
}

// Without a routine directive the same directives are host code.
void host(int n, float *b) {
  #pragma acc update self(b[0:n])
  #pragma acc wait
}
