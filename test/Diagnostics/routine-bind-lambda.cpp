// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify=gpu %s
// RUN: %accc -acc=multicore -fsyntax-only -Xclang -verify=host %s
// RUN: %accc -acc=host -fsyntax-only -Xclang -verify=host %s

// bind on a routine of a lambda (the V&V suite's routine_bind_*_lambda_*):
// a lambda is called through its closure object, whose call operator no
// OpenMP 'declare variant' can precede (lib/Transform/RoutineToOMP.cpp rule
// 9). On multicore and host bind changes nothing: accepted.
// host-no-diagnostics

float onDevice(float x) { return x + 100; }

// gpu-error@+1 {{'bind' on the 'routine' directive of lambda cannot be translated for the GPU: OpenMP's 'declare variant' names the function whose calls it replaces, and a lambda is called through its closure object}}
#pragma acc routine seq bind(onDevice)
auto unnamed = [](float x) { return x + 1; };

auto named = [](float x) { return x + 2; };
// gpu-error@+1 {{'bind' on the 'routine' directive of lambda 'named' cannot be translated for the GPU}}
#pragma acc routine(named) seq bind("onDeviceSymbol")

// Without bind the lambda is compiled for the device as any lambda a
// compute construct calls.
#pragma acc routine seq
auto plain = [](float x) { return x + 3; };

// bind by the symbol of a lambda of this file: the closure object's.
// gpu-error@+1 {{'bind("deviceLambda")' names the symbol of a lambda of this file, which is its closure object, not a function: device code cannot call it}}
#pragma acc routine seq bind("deviceLambda")
float hostFunction(float x) { return x; }
auto deviceLambda = [](float x) { return x + 4; };
